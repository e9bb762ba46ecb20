import {
  decodeDirectory,
  DEFAULT_DIRECTORY_PAGE_SIZE,
  encodeDirectory,
  sortByName,
} from "../../../../domain/directory";
import type { DirectoryMember } from "../../../../domain/directory";
import { records } from "../../../_components/records";

let members: Promise<DirectoryMember[]> | undefined;

/**
 * The directory's members by name, public fields only, each on one line as the compact encoding
 * keeps them (the collection holds accepted members only, with e-mail, contact and address only
 * where the member agreed: src/content.config.ts). Collections do not keep the loader's order, so
 * the names are sorted here, once per build for all the directory's pages.
 */
export function directoryMembers(): Promise<DirectoryMember[]> {
  members ??= records("members").then((list) => decodeDirectory(encodeDirectory(sortByName(list))));
  return members;
}

/** How many prebuilt pages the directory has (at least one, for an empty directory). */
export const builtPageCount = (count: number) => Math.max(1, Math.ceil(count / DEFAULT_DIRECTORY_PAGE_SIZE));
