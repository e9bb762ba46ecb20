import type { AbstractStatus } from "../../../src/domain/event-abstract-rules";
import type { EventAbstractInput } from "../../../src/domain/event-abstracts";

/**
 * The demo symposium's abstracts (docs/rules/events.md §8), clearly fictional: two accepted (its
 * page lists them) and one waiting for the office. Each is sent as an author sends one, with a small
 * PDF of its own (demo/pdf.ts) as the file.
 */
export interface DemoAbstract {
  fields: EventAbstractInput;
  status: AbstractStatus;
  /** The PDF's lines under the title. */
  text: string[];
}

export const demoAbstracts: DemoAbstract[] = [
  {
    fields: {
      title: "Demo: Cover crops and soil organic carbon in rice-wheat systems",
      authors: "Demo Author A. Sharma\nDemo Author B. Verma",
      presentingAuthor: "Demo Author A. Sharma",
      name: "Demo Author A. Sharma",
      email: "demo-author-1@example.org",
    },
    status: "accepted",
    text: ["This is demonstration content.", "Three seasons of cover crops on demonstration plots."],
  },
  {
    fields: {
      title: "Demo: Vermicompost units as a village enterprise",
      authors: "Demo Author C. Singh\nDemo Author D. Khan\nDemo Author E. Rao",
      presentingAuthor: "Demo Author D. Khan",
      name: "Demo Author C. Singh",
      email: "demo-author-2@example.org",
    },
    status: "accepted",
    text: ["This is demonstration content.", "Costs and earnings of twelve demonstration units."],
  },
  {
    fields: {
      title: "Demo: Low-cost soil testing kits for farmer producer organisations",
      authors: "Demo Author F. Gupta",
      presentingAuthor: "Demo Author F. Gupta",
      name: "Demo Author F. Gupta",
      email: "demo-author-3@example.org",
    },
    status: "submitted",
    text: ["This is demonstration content.", "Kits compared with a laboratory's results."],
  },
];
