import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { AppLink } from './AppLink';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'outlineLight';

type ButtonLinkProps = ComponentPropsWithoutRef<typeof AppLink> & {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
};

/** A link that looks like a button: calls to action that navigate. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ButtonLinkProps) {
  return <AppLink className={clsx(styles.button, styles[variant], styles[size], className)} {...rest} />;
}
