/**
 * Which of a trip's departures still take bookings on the day built for. A departure closes when
 * its balance falls due (the departure less the trip's `balanceDueDays`): after that day the agency
 * cannot collect the balance in time, so the daily build drops it from the trip's page, the
 * enquiry's choices and Featured Trips without anyone publishing. A trip with no balance rule takes
 * bookings up to the departure day itself. Days are ISO dates (YYYY-MM-DD), compared as text.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` before the ISO day `day`, counted on the calendar (UTC, so no clock change shifts it). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day a departure takes bookings: when its balance falls due, or the departure day without a balance rule. */
function bookingClosesOn(departure: string, balanceDueDays?: number): string {
  return balanceDueDays === undefined ? departure : daysBefore(departure, balanceDueDays);
}

/** The departures still open for booking on `today`, soonest first. */
export function openDepartures(departures: readonly string[], balanceDueDays: number | undefined, today: string): string[] {
  return departures.filter((departure) => bookingClosesOn(departure, balanceDueDays) >= today).sort();
}
