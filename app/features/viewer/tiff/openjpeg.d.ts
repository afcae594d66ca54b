/** The OpenJPEG WebAssembly build (Emscripten factory) of @cornerstonejs/codec-openjpeg, which ships no types. */
declare module '@cornerstonejs/codec-openjpeg/decodewasmjs' {
  export interface J2KFrameInfo {
    width: number;
    height: number;
    bitsPerSample: number;
    componentCount: number;
    isSigned: boolean;
  }
  export interface J2KDecoder {
    getEncodedBuffer(length: number): Uint8Array;
    decode(): void;
    getFrameInfo(): J2KFrameInfo;
    getDecodedBuffer(): Uint8Array;
    /** Frees the decoder's WebAssembly memory (embind objects are not garbage-collected). */
    delete(): void;
  }
  export interface OpenJpegModule {
    J2KDecoder: new () => J2KDecoder;
  }
  export interface OpenJpegModuleArguments {
    wasmBinary?: ArrayBuffer;
    locateFile?: (path: string, scriptDirectory: string) => string;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  const createOpenJpeg: (moduleArguments?: OpenJpegModuleArguments) => Promise<OpenJpegModule>;
  export default createOpenJpeg;
}
