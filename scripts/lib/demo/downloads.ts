import type { DownloadsInput } from "../../../src/domain/downloads";
import { simplePdf } from "./pdf";

/**
 * Demo downloads: a one-page PDF written in code for each (its heading is the title, its first
 * line says it is demonstration content), with upload times spread over 2025 and 2026.
 */

export type DemoDownload = DownloadsInput & { uploadedAt: string; pdf: Buffer };

const download = (title: string, uploadedAt: string, lines: string[]): DemoDownload => ({
  title,
  uploadedAt,
  pdf: simplePdf(title, ["This is demonstration content, not a real document of the society.", "", ...lines]),
});

export const demoDownloads: DemoDownload[] = [
  download("Demo: Membership form", "2025-04-14T10:30:00.000Z", [
    "Name: ______________________________",
    "Nationality: Indian / SAARC / Foreign",
    "Membership type: Annual / Life / Institutional",
    "Address: ___________________________",
    "E-mail and mobile: _________________",
    "Signature and date: ________________",
  ]),
  download("Demo: Journal submission template", "2025-09-02T06:15:00.000Z", [
    "Title of the article",
    "Authors and affiliations",
    "Abstract (at most 250 words) and keywords",
    "Introduction, Materials and methods, Results, Discussion",
    "References in the journal's style",
  ]),
  download("Demo: Annual report 2019-20", "2026-01-20T09:45:00.000Z", [
    "The figures and events in this report are placeholders.",
    "Members: 000. Workshops held: 0. Journal issues published: 0.",
  ]),
];
