import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FileType, type Swap, type SwapStatus, type TenantConfig } from '@stride/contracts';
import type { FileStorage } from '../../platform/storage/storage.js';
import type { ResourceRow } from '../library/index.js';
import { WEB_ROOT } from '../../platform/paths.js';
import { loadSharp } from '../../platform/images/sharp.js';
import { lazy } from '../../platform/lazy.js';

/**
 * The swaps PDF (issue 18; docs/decisions.md, "Swaps: the PDF"): made with pdfmake on the server, fonts
 * from node_modules (Roboto, shipped with pdfmake: no network, text extractable), the tenant's logo and main
 * colour, the participant, the period, each swap with its goal, tactic, status, progress against the
 * repeat goal, impact, difficulty and entries, pictures embedded as JPEG, in English or Spanish.
 */

export type PdfLang = 'en' | 'es';

const LABELS = {
  en: {
    report: 'Progress report',
    participant: 'Participant',
    period: 'Period',
    allDates: 'All dates',
    from: 'From',
    until: 'Until',
    shown: 'Shown',
    all: 'All statuses',
    generated: 'Generated',
    status: 'Status',
    goal: 'Goal',
    tactic: 'Tactic',
    progress: 'Progress',
    days: 'days',
    overGoal: 'over the goal',
    daysDone: 'Days done',
    impact: 'Impact',
    difficulty: 'Difficulty',
    reason: 'Reason rejected',
    entries: 'Entries',
    noEntries: 'No entries yet.',
    nothing: 'Nothing to show for this period.',
    page: (n: number, m: number) => `Page ${n} of ${m}`,
    statuses: { NEW: 'New', IN_PROGRESS: 'In progress', DONE: 'Done', REJECTED: 'Rejected' },
  },
  es: {
    report: 'Informe de progreso',
    participant: 'Participante',
    period: 'Periodo',
    allDates: 'Todas las fechas',
    from: 'Desde',
    until: 'Hasta',
    shown: 'Se muestran',
    all: 'Todos los estados',
    generated: 'Generado',
    status: 'Estado',
    goal: 'Objetivo',
    tactic: 'Táctica',
    progress: 'Progreso',
    days: 'días',
    overGoal: 'por encima del objetivo',
    daysDone: 'Días hechos',
    impact: 'Impacto',
    difficulty: 'Dificultad',
    reason: 'Motivo del rechazo',
    entries: 'Entradas',
    noEntries: 'Aún no hay entradas.',
    nothing: 'Nada que mostrar en este periodo.',
    page: (n: number, m: number) => `Página ${n} de ${m}`,
    statuses: { NEW: 'Nuevo', IN_PROGRESS: 'En curso', DONE: 'Hecho', REJECTED: 'Rechazado' },
  },
} satisfies Record<PdfLang, unknown>;

/** What the PDF shows. */
export interface SwapsPdfData {
  tenant: Pick<TenantConfig, 'id' | 'title' | 'mainColor' | 'wording'>;
  lang: PdfLang;
  participantName: string;
  from?: string | null;
  to?: string | null;
  statusFilter?: SwapStatus | null;
  swaps: Swap[];
  /** Now, for "Generated". */
  now: Date;
}

/** Pictures by library resource id, as JPEG bytes ready to embed. */
export type PdfPictures = Map<number, Buffer>;

const requireHere = createRequire(import.meta.url);
const pdfmakeDir = dirname(requireHere.resolve('pdfmake/package.json'));
const fontDir = join(pdfmakeDir, 'fonts', 'Roboto');
/** pdfmake, loaded with the first PDF (tens of MB a server that makes none need not hold), set up once. */
const loadPdfmake = lazy(() =>
  import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({
      Roboto: {
        normal: join(fontDir, 'Roboto-Regular.ttf'),
        bold: join(fontDir, 'Roboto-Medium.ttf'),
        italics: join(fontDir, 'Roboto-Italic.ttf'),
        bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
      },
    });
    // No downloads; local files: the fonts only (pictures are passed as bytes).
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));
    return pdfmake;
  }),
);

const logos = new Map<string, Promise<string | null>>();

/**
 * The tenant's logo: the portal's SVG, from the built portal (webDist) or the portal's sources beside the
 * server; null where neither is there (the PDF then shows the tenant's title in its colour).
 */
export function tenantLogoSvg(tenantId: string, webDist?: string): Promise<string | null> {
  const cacheKey = `${webDist ?? ''}|${tenantId}`;
  let logo = logos.get(cacheKey);
  if (!logo) {
    const candidates = [
      ...(webDist ? [join(webDist, 'tenants', tenantId, 'logo.svg')] : []),
      join(WEB_ROOT, 'public/tenants', tenantId, 'logo.svg'),
    ];
    logo = (async () => {
      for (const file of candidates) {
        const svg = await readFile(file, 'utf8').catch(() => null);
        if (svg?.includes('<svg')) return svg;
      }
      return null;
    })();
    logos.set(cacheKey, logo);
  }
  return logo;
}

const formatDay = (date: string, lang: PdfLang) =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T12:00:00Z`),
  );

type Node = Record<string, unknown>;
type Content = string | Node | Content[];

/** The document definition (pure: the bench renders the same content bare). */
export function swapsPdfDefinition(data: SwapsPdfData, pictures: PdfPictures, logoSvg: string | null): Node {
  const t = LABELS[data.lang];
  const words = data.tenant.wording[data.lang].swaps;
  const color = data.tenant.mainColor;
  const images: Record<string, string> = {};
  const picture = (resourceId: number | undefined, fit: [number, number]): Content[] => {
    if (resourceId === undefined) return [];
    const bytes = pictures.get(resourceId);
    if (!bytes) return [];
    images[`r${resourceId}`] = `data:image/jpeg;base64,${bytes.toString('base64')}`;
    return [{ image: `r${resourceId}`, fit, margin: [0, 4, 0, 4] }];
  };
  const period =
    data.from && data.to
      ? `${formatDay(data.from, data.lang)} – ${formatDay(data.to, data.lang)}`
      : data.from
        ? `${t.from} ${formatDay(data.from, data.lang)}`
        : data.to
          ? `${t.until} ${formatDay(data.to, data.lang)}`
          : t.allDates;
  const level = (n: number | null) => (n === null ? '–' : `${n} / 5`);
  const row = (label: string, value: Content): Content[] => [{ text: label, style: 'label' }, value];

  const swapBlock = (s: Swap): Content => {
    const over = s.progressCount > s.repeatGoal;
    const rows: Content[][] = [
      row(t.goal, s.goal || '–'),
      row(t.tactic, s.tactic || '–'),
      row(t.progress, {
        text: [
          { text: `${s.progressCount} / ${s.repeatGoal}`, bold: true },
          ` ${t.days}${over ? ` (${t.overGoal})` : ''}`,
        ],
      }),
      row(t.impact, level(s.impactLevel)),
      row(t.difficulty, level(s.difficultLevel)),
    ];
    if (s.progress.length) rows.push(row(t.daysDone, s.progress.map((d) => formatDay(d, data.lang)).join(', ')));
    if (s.status === 'REJECTED' && s.rejectedReason) rows.push(row(t.reason, s.rejectedReason));
    const entries: Content[] = s.entries.length
      ? s.entries.map((e) => ({
          stack: [
            {
              text: [
                { text: formatDay(e.createdAt, data.lang), bold: true },
                ` · ${e.authorName}`,
                e.impactLevel !== null ? ` · ${t.impact} ${level(e.impactLevel)}` : '',
                e.difficultLevel !== null ? ` · ${t.difficulty} ${level(e.difficultLevel)}` : '',
              ],
              style: 'entryHead',
            },
            ...(e.content ? [{ text: e.content, margin: [0, 1, 0, 0] }] : []),
            ...picture(e.media?.resourceId, [160, 110]),
          ],
          margin: [8, 3, 0, 3],
        }))
      : [{ text: t.noEntries, style: 'muted', margin: [8, 2, 0, 2] }];
    return {
      stack: [
        {
          columns: [
            { text: s.description, style: 'swapTitle', width: '*' },
            { text: `${t.status}: ${t.statuses[s.status]}`, style: 'status', width: 'auto', color },
          ],
          columnGap: 8,
        },
        {
          columns: [
            {
              width: '*',
              table: { widths: [90, '*'], body: rows },
              layout: 'noBorders',
            },
            ...(s.media ? [{ width: 'auto', stack: picture(s.media.resourceId, [150, 110]) }] : []),
          ],
          columnGap: 10,
          margin: [0, 4, 0, 2],
        },
        { text: t.entries, style: 'entriesTitle', color },
        ...entries,
        {
          canvas: [{ type: 'line', x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 0.5, lineColor: '#d0d4d9' }],
          margin: [0, 4, 0, 8],
        },
      ],
      unbreakable: s.entries.length < 4,
    };
  };

  const logo: Content = logoSvg
    ? { svg: logoSvg, width: 120 }
    : { text: data.tenant.title, bold: true, fontSize: 16, color };
  return {
    info: { title: `${words} – ${t.report}`, author: data.tenant.title, subject: data.participantName },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15, color: '#1f2933' },
    styles: {
      title: { fontSize: 18, bold: true },
      label: { color: '#5f6b7a' },
      swapTitle: { fontSize: 13, bold: true },
      status: { bold: true },
      entriesTitle: { bold: true, margin: [0, 4, 0, 2] },
      entryHead: { color: '#374151' },
      muted: { color: '#6b7280', italics: true },
    },
    footer: (page: number, pages: number) => ({
      text: t.page(page, pages),
      alignment: 'right',
      fontSize: 8,
      color: '#6b7280',
      margin: [40, 20, 40, 0],
    }),
    content: [
      {
        columns: [
          logo,
          {
            stack: [
              { text: words, style: 'title', color, alignment: 'right' },
              { text: t.report, alignment: 'right', color: '#5f6b7a' },
            ],
          },
        ],
      },
      {
        canvas: [{ type: 'rect', x: 0, y: 8, w: 515, h: 3, color }],
        margin: [0, 0, 0, 10],
      },
      {
        table: {
          widths: [90, '*'],
          body: [
            row(t.participant, { text: data.participantName, bold: true }),
            row(t.period, period),
            row(t.shown, data.statusFilter ? t.statuses[data.statusFilter] : t.all),
            row(t.generated, formatDay(data.now.toISOString(), data.lang)),
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      ...(data.swaps.length ? data.swaps.map(swapBlock) : [{ text: t.nothing, style: 'muted' }]),
    ],
    images,
  };
}

/** Renders a document definition to PDF bytes. */
export async function renderPdf(definition: Node): Promise<Buffer> {
  return (await loadPdfmake()).createPdf(definition).getBuffer();
}

const PICTURE_BYTES = 20 * 1024 * 1024;

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file || file.size > PICTURE_BYTES) {
    file?.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The pictures of these library files as small JPEGs (a picture's thumbnail or itself; a video's poster),
 * four at a time; one that cannot be read is left out of the PDF.
 */
export async function loadPdfPictures(storage: FileStorage, media: ResourceRow[]): Promise<PdfPictures> {
  const out: PdfPictures = new Map();
  const queue = media.filter((m) => m.fileTypeId === FileType.Image || m.thumbnailKey !== null);
  const sharp = await loadSharp();
  const work = async () => {
    for (let m = queue.shift(); m; m = queue.shift()) {
      try {
        const key = m.thumbnailKey ?? m.storageKey;
        const bytes = await bytesOf(storage, key);
        if (!bytes) continue;
        out.set(
          m.id,
          await sharp(bytes, { limitInputPixels: 40_000_000 })
            .rotate()
            .resize({ width: 480, height: 360, fit: 'inside', withoutEnlargement: true })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 72 })
            .toBuffer(),
        );
      } catch {
        // An unreadable picture is left out; the PDF is made without it.
      }
    }
  };
  await Promise.all([work(), work(), work(), work()]);
  return out;
}

/** The file name of the attachment: "<words>-<participant>-<date>.pdf", ASCII. */
export function pdfFileName(words: string, participantName: string, now: Date): string {
  const ascii = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase();
  return `${ascii(words)}-${ascii(participantName) || 'participant'}-${now.toISOString().slice(0, 10)}.pdf`;
}
