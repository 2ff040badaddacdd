// Encrypted backups: "TPRMAES1" (8 bytes), a 12-byte IV, the AES-256-GCM ciphertext of the tar, the 16-byte tag.
// The key is BACKUP_ENCRYPTION_KEY (64 hex digits or base64 of 32 bytes); without it an encrypted backup cannot be
// restored, by design. The tag is read from the end of the file before decrypting, so a wrong key or a changed byte
// fails the restore's check before anything is touched.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { open } from "node:fs/promises";
import { Transform } from "node:stream";

export const ENCRYPTED_MAGIC = Buffer.from("TPRMAES1");
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const ENCRYPTED_HEADER_BYTES = ENCRYPTED_MAGIC.length + IV_BYTES;

export function backupKey(raw: string | undefined): Buffer | null {
  if (!raw) return null;
  return /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, "hex") : Buffer.from(raw, "base64");
}

/** A stream that turns the tar into the encrypted file: header, ciphertext, then the tag. */
export function encryptStream(key: Buffer) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const out = cipher.update(chunk);
      if (!started) {
        started = true;
        return done(null, Buffer.concat([ENCRYPTED_MAGIC, iv, out]));
      }
      done(null, out);
    },
    flush(done) {
      const last = cipher.final();
      done(
        null,
        Buffer.concat([started ? Buffer.alloc(0) : Buffer.concat([ENCRYPTED_MAGIC, iv]), last, cipher.getAuthTag()]),
      );
    },
  });
}

/** Whether the file starts as an encrypted backup does; its IV and tag when it does. */
export async function readEnvelope(path: string) {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(ENCRYPTED_HEADER_BYTES);
    await handle.read(head, 0, head.length, 0);
    if (
      size < ENCRYPTED_HEADER_BYTES + TAG_BYTES ||
      !head.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)
    ) {
      return { encrypted: false as const, size };
    }
    const tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    return {
      encrypted: true as const,
      size,
      iv: head.subarray(ENCRYPTED_MAGIC.length),
      tag,
      /** The ciphertext's byte range (inclusive end, as createReadStream takes it). */
      start: ENCRYPTED_HEADER_BYTES,
      end: size - TAG_BYTES - 1,
    };
  } finally {
    await handle.close();
  }
}

export function decryptor(key: Buffer, iv: Buffer, tag: Buffer) {
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return decipher;
}
