'use client';

import { RouteError } from '@/components/layout/RouteError';

export default RouteError;
