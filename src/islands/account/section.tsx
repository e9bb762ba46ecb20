import type { ReactNode } from "react";

/** One section of the account page: a region named by its heading. Apart from the forms' helpers (ui.tsx), which load with the forms. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="account-section" aria-labelledby={`${id}-title`} id={id}>
      {/* Focusable from script only: a link to the section (/account#password) moves the focus here. */}
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
