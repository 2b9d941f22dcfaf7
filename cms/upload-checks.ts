/**
 * Refuses a file the build would refuse, the moment an editor picks it in the media library and
 * before Decap saves it: a type the site cannot use (HEIC, SVG, a document...) or a file over the
 * size limit, in the same words as the build (lib/photo-files.ts). What only decoding can tell (a
 * damaged or animated file) is left to the build, which names the file.
 *
 * Decap's upload is a plain file input handled by React; a listener on the window in the capture
 * phase runs before React's, so a refused file never reaches it. An accepted one is kept for the
 * preview (cms/photo-sources.ts).
 */
import { fileProblem, photoProblemMessage } from '../lib/photo-files';
import { rememberPicked } from './photo-sources';

const NOTICE_ID = 'upload-refused';

function showRefusal(messages: string[]) {
  document.getElementById(NOTICE_ID)?.remove();
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  // Styled here: cms-admin.css styles the preview frame, not the page; CSSOM styles need no CSP allowance.
  Object.assign(notice.style, {
    position: 'fixed',
    top: '16px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '100000',
    display: 'flex',
    gap: '16px',
    alignItems: 'flex-start',
    width: 'min(46rem, calc(100vw - 32px))',
    padding: '16px 20px',
    borderRadius: '8px',
    background: '#fff4f2',
    color: '#7a1c0c',
    boxShadow: '0 6px 24px rgb(0 0 0 / 20%)',
    font: '15px/1.5 system-ui, sans-serif',
  });
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.style.margin = '0';
  text.textContent = `Not uploaded: ${messages.join(' ')}`;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => notice.remove());
  notice.append(text, close);
  document.body.append(notice);
}

/** The editor's words for each file that cannot be uploaded. */
export function uploadProblems(files: readonly { name: string; size: number }[]): string[] {
  return files.flatMap((file) => {
    const problem = fileProblem(file);
    return problem ? [photoProblemMessage(file.name, problem)] : [];
  });
}

window.addEventListener(
  'change',
  (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files) return;
    const problems = uploadProblems([...input.files]);
    if (problems.length === 0) {
      document.getElementById(NOTICE_ID)?.remove();
      // Kept for the preview, which shows the photo before Decap has saved it.
      for (const file of input.files) rememberPicked(file);
      return;
    }
    event.stopImmediatePropagation();
    input.value = '';
    showRefusal(problems);
  },
  { capture: true },
);
