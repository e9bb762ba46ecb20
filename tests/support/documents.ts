import { crc32 } from "node:zlib";

/**
 * Small Word documents for upload tests, as their bytes begin: a Word 97-2003 compound file (its
 * signature, then its directory naming the WordDocument stream) and a Word 2007 .docx (a zip
 * archive holding word/document.xml, stored uncompressed).
 */

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A compound file's first sector and a directory entry named WordDocument (UTF-16, as the format writes it). */
export function docBytes(): Buffer {
  const header = Buffer.alloc(512);
  OLE_SIGNATURE.copy(header);
  const directory = Buffer.alloc(128);
  Buffer.from("WordDocument", "utf16le").copy(directory);
  return Buffer.concat([header, directory]);
}

/** A zip archive with one stored entry, word/document.xml. */
export function docxBytes(): Buffer {
  const name = Buffer.from("word/document.xml");
  const data = Buffer.from(
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  );
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
