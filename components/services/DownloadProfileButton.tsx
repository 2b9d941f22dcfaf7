'use client';

import { useRef, type ReactNode } from 'react';
import { analyticsEvents } from '@/content/analytics';
import { countEvent } from '@/lib/analytics-events';
import { EARLY_ATTRIBUTE } from '@/lib/early-actions';
import { Button } from '@/components/ui/Button';
import { useEarlyAction } from '@/components/ui/use-early-action';

type DownloadProfileButtonProps = { label: string; alertMessage: string; logMessage: string; icon: ReactNode };

/**
 * The spec's demo: no profile file exists yet, so the button logs and explains instead of fetching
 * one. A tap before hydration is queued by the early-actions script and answered here once.
 */
export function DownloadProfileButton({ label, alertMessage, logMessage, icon }: DownloadProfileButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const explain = () => {
    console.log(logMessage);
    // Analytics (lib/analytics-events.ts): counted once per tap, a tap held before hydration too.
    if (process.env.NEXT_PUBLIC_ANALYTICS_HOST) countEvent(analyticsEvents.companyProfile);
    window.alert(alertMessage);
  };
  useEarlyAction(buttonRef, explain);
  return (
    <Button ref={buttonRef} size="lg" variant="secondary" onClick={explain} {...{ [EARLY_ATTRIBUTE]: 'click' }}>
      {icon}
      {label}
    </Button>
  );
}
