/** Everything the CMS page adds to Decap, bundled into /admin/cms-admin.js by scripts/build/cms.ts. */
import './refused-save';
import './preview';
