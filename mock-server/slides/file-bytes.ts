/** A file on disk as the DICOM parser's byte reader (formats/dicom), read where asked, never whole. */
import { fstatSync, readSync } from 'node:fs';
import type { ByteReader } from '../../formats/dicom/dataset';
import { DicomTruncatedError } from '../../formats/dicom/errors';

export class FileBytes implements ByteReader {
  readonly size: number;
  constructor(private readonly fd: number) {
    this.size = fstatSync(fd).size;
  }
  async read(offset: number, length: number): Promise<Uint8Array> {
    if (offset + length > this.size) throw new DicomTruncatedError(`${offset + length} is past the end`);
    const out = Buffer.alloc(length);
    readSync(this.fd, out, 0, length, offset);
    return out;
  }
}
