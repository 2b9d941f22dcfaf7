/**
 * How a trip's payment terms read beside its price and in its enquiry (lib/trip-payment.ts). The
 * terms themselves are fields of each trip file (deposit, balanceDueDays, childPrice,
 * singleSupplement); this is only their wording.
 */
export const paymentTermsCopy = {
  /** The list's accessible name. */
  label: 'Payment terms',
  /** `{percent}`, and `{amount}`: that share of the price from. */
  depositPercent: '{percent}% deposit to book ({amount} on the price from)',
  /** The same once the price has expired, when there is no price to take a share of. */
  depositPercentOnly: '{percent}% deposit to book',
  depositAmount: '{amount} deposit to book',
  /** `{days}`: days before departure; a departure stops taking bookings on that day. */
  balanceDue: 'Balance due {days} days before departure, when bookings for that departure close',
  fullPaymentDue: 'Full payment due {days} days before departure, when bookings for that departure close',
  childPrice: 'Children from {amount}',
  singleSupplement: 'Single room supplement {amount}',
} as const;
