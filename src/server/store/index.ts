/**
 * The store: the only code that talks to Netlify Blobs. Each collection is one JSON blob written
 * in groups (group-commit.ts), beyond a thousand records with sealed chunks beside it
 * (record-chunks.ts), read through this instance's etag-checked copies (conditional-read.ts,
 * document-cache.ts); files are blobs of their own (stored-files.ts).
 */
export { listKeys, replaceStore, snapshotStore, type StoreEntry } from "./backup";
export { perClient, resetStoreClient, STORE_NAME, STORE_TOO_SLOW, STORE_UNAVAILABLE, useRemoteStore } from "./client";
export { collection, newId, type Collection, type RecordFields } from "./collection";
export { timeOrderedId } from "./time-ordered-id";
export { StaleRecordError } from "./versions";
export { NEVER_SAVED, readVersionedDocument, updateVersionedDocument, type Versioned } from "./versioned-document";
export { keyIndex } from "./key-index";
export { claimNextNumber, countClaims, numberedKey } from "./numbered-claims";
export { deleteBinary, getBinary, putBinary, type BinaryBlob } from "./binary-blobs";
export { CONDITIONAL_WRITES_UNSUPPORTED, ConditionalWritesUnsupportedError } from "./conditional-writes";
export { claimDocument, createDocument, deleteDocument, listDocumentKeys, readUnchangingDocument } from "./documents";
export { readDocument, VISITOR_READ_MAX_AGE_MS, type ReadOptions } from "./conditional-read";
export { updateDocument } from "./group-commit";
export { appendOnce, readLedger } from "./ledger";
export { addIndexKey, indexedIds } from "./marker-keys";
export { deleteFile, getFile, purgeTrashedFiles, putFile, trashFile, untrashFile } from "./stored-files";
