/** Everything the CMS page adds to Decap, bundled into /admin/cms-admin.js by scripts/build/cms.ts. */
import './refused-save';
import './upload-checks';
import './preview';
import './trip-preview';
import './visa-preview';
import './testimonial-preview';
import { saveProblems } from './save-checks';

type Entry = { getIn(path: string[]): unknown };
type Cms = { registerEventListener(listener: { name: string; handler: (event: { entry: Entry }) => unknown }): void };

// A thrown error stops the save; Decap shows its message in a notification and keeps the entry open.
(window as unknown as { CMS: Cms }).CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const field = (name: string) => entry.getIn(['data', name]);
    const problems = saveProblems({ image: field('image'), imageAlt: field('imageAlt'), body: field('body') });
    if (problems.length) throw new Error(problems.join(' '));
  },
});
