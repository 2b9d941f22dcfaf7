import type { ReactNode } from 'react';
import type { PolicySectionText } from '@/content/types';

/** One section of a policy page, labelled by its heading; `children` follow its own text. */
export function PolicySection({ section, children }: { section: PolicySectionText; children?: ReactNode }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.after?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {children}
    </section>
  );
}
