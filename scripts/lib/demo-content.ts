import type { NewsInput } from "../../src/domain/news";

/** Clearly fictional demo content for local runs; nothing here is a real event or person. */
export const demoNews: NewsInput[] = [
  {
    title: "Demo: Call for papers for the winter issue of the journal",
    date: "2026-11-02",
    bigContent:
      "This is demonstration content. The editorial office invites original research articles, reviews and short communications for the winter issue.\n\nSubmissions are reviewed by two referees. Please follow the submission guidelines on the journal page.",
    links: ["https://example.org/demo-call-for-papers"],
  },
  {
    title: "Demo: National workshop on water-wise farming announced",
    date: "2026-10-15",
    bigContent:
      "This is demonstration content. A two-day workshop on water-wise farming practices will bring together researchers, extension workers and farmers.\n\nVenue and dates shown here are placeholders.",
  },
  {
    title: "Demo: Nominations open for the society's annual awards",
    date: "2026-09-20",
    bigContent:
      "This is demonstration content. Members may nominate colleagues for the society's awards. See the award guidelines for eligibility and procedure.",
  },
];
