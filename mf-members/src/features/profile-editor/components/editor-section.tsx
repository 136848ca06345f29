import { type ReactNode, useId } from 'react';

/** Props of {@link EditorSection}. */
export interface EditorSectionProps {
  title: string;
  /** One line under the title saying what the section is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** One card of the `/profile` page (spec §2 "profile editing and settings"): a region named by its h2. */
export function EditorSection({ title, intro, children }: EditorSectionProps) {
  const id = useId();
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby={id}>
      <div className="card-body p-3 p-md-4">
        <h2 id={id} className={`h5 ${intro ? 'mb-1' : 'mb-3'}`}>
          {title}
        </h2>
        {intro && <p className="text-body-secondary small mb-3">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
