import { describe, expect, it } from "vitest";
import { eventCalendar, foldedByOctets } from "../../src/domain/event-calendar";

/** "Add to calendar" (docs/rules/events.md §3): the event as an iCalendar file, as RFC 5545 writes one. */

const EVENT = {
  _id: "0123456789abcdef01234567",
  title: "राष्ट्रीय संगोष्ठी: मृदा स्वास्थ्य और कृषि उद्यम, with a long English subtitle too",
  kind: "symposium" as const,
  startDate: "2027-01-28",
  endDate: "2027-01-29",
  venue: "Demo Agricultural University, Lucknow",
  description: "Two days; soil health, enterprise.",
  contactEmail: "events@example.org",
  updatedAt: "2026-11-20T09:15:30.000Z",
};

/** The file's properties, its folded lines joined again (RFC 5545 §3.1). */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("an event's calendar file", () => {
  const file = eventCalendar(EVENT, "society.example.org");
  const lines = unfolded(file);

  it("spans the event's whole days, its end the day after its last day, with its own UID", () => {
    expect(lines).toContain("DTSTART;VALUE=DATE:20270128");
    expect(lines).toContain("DTEND;VALUE=DATE:20270130");
    expect(lines).toContain("UID:event-0123456789abcdef01234567@society.example.org");
    expect(lines).toContain("LOCATION:Demo Agricultural University\\, Lucknow");
    expect(lines.slice(0, 1)).toEqual(["BEGIN:VCALENDAR"]);
    expect(lines).toContain("END:VEVENT");
  });

  it("is stamped with the event's last change, so the same event always gives the same file", () => {
    expect(lines).toContain("DTSTAMP:20261120T091530Z");
    expect(eventCalendar(EVENT, "society.example.org")).toBe(file);
  });

  it("keeps a title in Devanagari whole, escaped as the standard says", () => {
    expect(lines).toContain(`SUMMARY:${EVENT.title.replace(",", "\\,")}`);
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toBe(
      "DESCRIPTION:National symposium\\n\\nTwo days\\; soil health\\, enterprise.\\n\\nQuestions about the event: events@example.org",
    );
  });

  it("folds every line at 75 octets, never inside a character", () => {
    const physical = file.split("\r\n");
    expect(physical.length).toBeGreaterThan(lines.length);
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file).not.toContain("\uFFFD");
    expect(foldedByOctets("A:" + "क".repeat(30))).toBe(`A:${"क".repeat(24)}\r\n ${"क".repeat(6)}`);
  });
});
