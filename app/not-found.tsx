import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { notFoundCopy } from '@/content/shell';

export const metadata: Metadata = { title: notFoundCopy.metaTitle, robots: { index: false } };

export default NotFoundPage;
