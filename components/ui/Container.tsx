import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import styles from './Container.module.css';

/** Centres content at the site's reading width with side gutters. */
export function Container({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div className={clsx(styles.container, className)} {...rest} />;
}
