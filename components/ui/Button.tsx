import clsx from 'clsx';
import type { ComponentProps } from 'react';
import type { ButtonVariant } from './ButtonLink';
import styles from './Button.module.css';

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: 'md' | 'lg' };

/** A real <button> (actions on the page) sharing the look of ButtonLink. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={clsx(styles.button, styles[variant], styles[size], className)} {...rest} />;
}
