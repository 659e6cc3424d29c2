/** The part of pdfmake 0.3 (server side) the swaps PDF uses; the package ships no types. */
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(doc: object): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
