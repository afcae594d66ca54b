/** The part of dcmjs (which ships no types) the tests use: a Part 10 file read into DICOM JSON form. */
declare module 'dcmjs' {
  type DicomJsonDict = Record<string, { vr: string; Value?: unknown[] }>;
  const dcmjs: {
    data: {
      DicomMessage: {
        readFile(
          buffer: ArrayBuffer,
          options?: { untilTag?: string; includeUntilTagValue?: boolean },
        ): { meta: DicomJsonDict; dict: DicomJsonDict };
      };
    };
  };
  export default dcmjs;
}
