'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

type DownloadProfileButtonProps = { label: string; alertMessage: string; logMessage: string; icon: ReactNode };

/** The spec's demo: no profile file exists yet, so the button logs and explains instead of fetching one. */
export function DownloadProfileButton({ label, alertMessage, logMessage, icon }: DownloadProfileButtonProps) {
  return (
    <Button
      size="lg"
      variant="secondary"
      onClick={() => {
        console.log(logMessage);
        window.alert(alertMessage);
      }}
    >
      {icon}
      {label}
    </Button>
  );
}
