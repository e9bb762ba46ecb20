import type { EventInput } from "../../src/domain/events";
import { addDays, indiaToday } from "../../src/domain/india-date";

/**
 * A published symposium open for registration today (from 10 days ago to 30 days ahead), held in
 * 40 days at Lucknow, with one Delegate fee; `changes` replace any of its fields. The event tests'
 * common starting point, each adding what it is about.
 */
export function symposiumInput(slug: string, changes: Partial<EventInput> = {}): EventInput {
  const day = (offset: number) => addDays(indiaToday(), offset);
  return {
    title: `Symposium ${slug}`,
    kind: "symposium",
    slug,
    startDate: day(40),
    endDate: day(41),
    venue: "Lucknow",
    contactEmail: "events@example.org",
    registrationOpens: day(-10),
    registrationCloses: day(30),
    sac: "",
    fees: [{ name: "Delegate", fee: 1000, gst: 180 }],
    published: true,
    ...changes,
  };
}
