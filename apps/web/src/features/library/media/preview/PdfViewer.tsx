import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// pdf.js parses in a worker, served as its own file by Vite; this module is its own chunk (the preview's).
GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfViewerProps {
  url: string;
  /** 1-based. */
  page: number;
  /** The accessible name of the page image, e.g. "Guide, page 1 of 2". */
  label: string;
  onPageCount: (total: number) => void;
}

/** Fits a page into 90vw by 80vh (the preview's image limits), sharp on high-density screens. */
function fitScale(width: number, height: number): number {
  const maxWidth = Math.min(window.innerWidth * 0.9 - 48, 1100);
  const maxHeight = window.innerHeight * 0.8 - 120;
  return Math.max(0.2, Math.min(maxWidth / width, maxHeight / height));
}

/** One page of a PDF with pdf.js (spec 002, Media preview dialog): the dialog owns the paging. */
export default function PdfViewer({ url, page, label, onPageCount }: PdfViewerProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  /** The page on the canvas now (null while one renders). */
  const [rendered, setRendered] = useState<number | null>(null);
  const countRef = useRef(onPageCount);
  countRef.current = onPageCount;

  useEffect(() => {
    const task = getDocument({ url, isEvalSupported: false });
    let live = true;
    setDoc(null);
    setFailed(false);
    task.promise.then(
      (loaded) => {
        if (!live) return;
        setDoc(loaded);
        countRef.current(loaded.numPages);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    let live = true;
    let cancel: (() => void) | null = null;
    setRendered(null);
    doc.getPage(Math.min(Math.max(page, 1), doc.numPages)).then(
      (pdfPage) => {
        if (!live) return;
        const base = pdfPage.getViewport({ scale: 1 });
        const scale = fitScale(base.width, base.height);
        const ratio = window.devicePixelRatio || 1;
        const viewport = pdfPage.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        const task = pdfPage.render({ canvas, viewport });
        cancel = () => task.cancel();
        task.promise.then(
          () => {
            if (live) setRendered(page);
          },
          () => undefined,
        );
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      cancel?.();
    };
  }, [doc, page]);

  if (failed) return <Alert severity="error">{t('media.pdfFailed')}</Alert>;
  return (
    <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'center', minHeight: 200, minWidth: 200 }}>
      {!doc || rendered === null ? (
        <CircularProgress
          aria-label={t('media.pdfLoading')}
          sx={{ position: 'absolute', top: '50%', left: '50%', mt: -2.5, ml: -2.5 }}
        />
      ) : null}
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-page={page}
        data-rendered-page={rendered ?? undefined}
        style={{ maxWidth: '100%' }}
      />
    </Box>
  );
}
