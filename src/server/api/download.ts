/**
 * GET /api/data/download: the whole cube as a CSV or XLSX file, written as the observations are
 * read (issue 32 §4). The browser's own download manager fetches it (a link), so no file is built
 * in the page; a failed or stopped download starts again by asking again. Every check (input,
 * source, cube, Excel's row limit) comes before the first byte, so that a refusal is a 4xx with a
 * message; a CSV's first bytes (its byte-order mark) go once the cube is known, before its
 * components (a second or more of a big cube's, cold) give its header; then pages of observations (data/download.ts) are written one after the other, the next
 * asked only once the client has taken the last, so memory stays one page whatever the cube's
 * size. A client has one download at a time; one that hangs up stops its download.
 */
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conversionUnitsSchema } from '../../domain/config/interactive-filters';
import { formatZodError } from '../../domain/config/format-error';
import { LOCALES } from '../../domain/data';
import { isCleanText, isIri, MAX_IRI_LENGTH, UNCLEAN_TEXT_MESSAGE } from '../../domain/text';
import {
  CSV_BOM,
  csvLine,
  DOWNLOAD_FORMATS,
  downloadFileName,
  WHOLE_CUBE_DOWNLOAD_PATH,
  wholeCubeLayout,
  XLSX_MAX_ROWS,
  XLSX_SHEET_NAME,
  XLSX_TYPE,
  type DownloadFormat,
  type DownloadTable,
} from '../../domain/viewer/download';
import { countObservations, observationPages } from '../data/download';
import { loadCubeVersionFacts } from '../data/metadata';
import type { CubeService } from '../data/service';
import type { DataSources } from '../data/sources';
import type { SparqlClient } from '../data/sparql';
import { badRequest, contentTooLarge, tooManyRequests } from '../errors';
import { ClientSlots } from './client-slots';
import { clientOf } from './rate-limit';

const text = (max: number) => z.string().max(max).refine(isCleanText, { message: UNCLEAN_TEXT_MESSAGE });

/** Whether every percent-escape of the query string is UTF-8 (the query parser keeps the others as they are written). */
const isUtf8Query = (url: string) => {
  try {
    decodeURIComponent(url.slice(url.indexOf('?') + 1));
    return true;
  } catch {
    return false;
  }
};

/** Conversions travel as JSON (wholeCubeDownloadUrl): one measure's is about 150 characters. */
const MAX_CONVERSIONS_LENGTH = 10_000;

const conversions = text(MAX_CONVERSIONS_LENGTH).transform((json, context) => {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be JSON: the chart’s unit conversions by component id' });
    return z.NEVER;
  }
  const parsed = conversionUnitsSchema.safeParse(value);
  if (!parsed.success) {
    context.addIssue({
      code: 'custom',
      message: `must be the chart’s unit conversions by component id: ${formatZodError(parsed.error, { root: 'conversions' })}`,
    });
    return z.NEVER;
  }
  return parsed.data;
});

/** The query string of the download (openapi.ts describes it). */
export const downloadQuery = z
  .object({
    sourceType: text(100),
    sourceUrl: text(MAX_IRI_LENGTH),
    locale: z.enum(LOCALES),
    cubeIri: z.string().refine(isIri, { message: `must be an absolute IRI of at most ${MAX_IRI_LENGTH} characters` }),
    format: z.enum(DOWNLOAD_FORMATS),
    title: text(200).optional().meta({ description: 'The chart’s title: it names the file' }),
    conversions: conversions.optional().meta({ description: 'The chart’s unit conversions, as JSON: {componentId: {multiplier, labels: {de, fr, it, en}}}' }),
  })
  .strict();

/** Writes rows of the file; `end` finishes it. Each call returns once the client has taken what came before. */
type FileWriter = { rows: (rows: DownloadTable['rows']) => Promise<void>; end: () => Promise<void> };

/** Resolves once the stream has room again (or is gone): the next page waits for the client. */
const room = (out: Writable) =>
  new Promise<void>((resolve) => {
    if (!out.writableNeedDrain || out.destroyed) return resolve();
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

const csvWriter = (out: Writable, header: string[]): FileWriter => {
  out.write(csvLine(header));
  return {
    rows: async (rows) => {
      if (!out.destroyed) out.write(rows.map(csvLine).join(''));
      await room(out);
    },
    end: async () => {
      out.end();
    },
  };
};

/** exceljs's streaming writer: each row goes to the zip as it is committed, strings inline (no table of shared strings held). */
const xlsxWriter = (out: Writable, header: string[]): FileWriter => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(XLSX_SHEET_NAME);
  const first = sheet.addRow(header);
  first.font = { bold: true };
  first.commit();
  return {
    rows: async (rows) => {
      for (const row of rows) sheet.addRow(row).commit();
      await room(out);
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
};

/** `preamble`: the file's first bytes, written before its header is known. */
const WRITERS: Record<DownloadFormat, { type: string; preamble?: string; writer: (out: Writable, header: string[]) => FileWriter }> = {
  csv: { type: 'text/csv; charset=utf-8', preamble: CSV_BOM, writer: csvWriter },
  xlsx: { type: XLSX_TYPE, writer: xlsxWriter },
};

/** Content-Disposition of a file name (downloadFileName's are ASCII; the UTF-8 form for any other). */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const downloadRoutes = (
  app: FastifyInstance,
  opts: {
    sources: DataSources;
    /** Components (from the caches: the chart has just asked for them). */
    serviceFor: (url: string, bypassCache: boolean) => CubeService;
    /** The source itself, past the caches: pages of a whole cube would push every other answer out. */
    clientFor: (url: string) => SparqlClient;
    /** Observations per page (DOWNLOAD_PAGE_ROWS). */
    pageRows: number;
  },
) => {
  const downloads = new ClientSlots({ running: 1, waiting: 0 });

  app.get(WHOLE_CUBE_DOWNLOAD_PATH, async (request, reply) => {
    if (!isUtf8Query(request.url)) throw badRequest('Invalid download: the query string holds percent-escapes that are not UTF-8');
    const parsed = downloadQuery.safeParse(request.query);
    if (!parsed.success) throw badRequest(`Invalid download: ${formatZodError(parsed.error, { root: 'query' })}`);
    const { sourceType, sourceUrl, locale, cubeIri, format, title = '', conversions = {} } = parsed.data;
    const url = opts.sources.servedUrl(sourceType, sourceUrl);
    const slot = downloads.enter(clientOf(request));
    if (!slot)
      throw tooManyRequests('One download at a time per client: this client’s last download is still being written; start the next when it has ended', 5000);
    const release = await slot;
    let started = false;
    try {
      const client = opts.clientFor(url);
      const components = opts.serviceFor(url, false).components([{ iri: cubeIri }], locale);
      // Settled here too: a CSV's first bytes go before the components are known.
      components.catch(() => {});
      if (format === 'xlsx') {
        await components;
        const count = await countObservations(client, cubeIri);
        if (count >= XLSX_MAX_ROWS) {
          throw contentTooLarge(
            `The cube has ${count.toLocaleString('en')} observations; an Excel sheet holds at most ${(XLSX_MAX_ROWS - 1).toLocaleString('en')} rows under its header: download it as CSV`,
          );
        }
      } else {
        // An unknown cube is a 404 before the first byte; the header waits for the components (a
        // second or more of a big cube's, cold), the download does not.
        await loadCubeVersionFacts(client, cubeIri);
      }
      reply
        .type(WRITERS[format].type)
        .header('content-disposition', attachment(downloadFileName(title, 'full', format)))
        .header('cache-control', 'no-store');
      // HEAD: what a download would be, without writing it.
      if (request.method === 'HEAD') return reply.send();
      const stopped = new AbortController();
      // The response closing before it has ended is the client hanging up.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stopped.abort();
      });
      const out = new PassThrough();
      // Either end stops the other: a stream left waiting for a client that has gone would hold the client's slot.
      out.on('close', () => stopped.abort());
      stopped.signal.addEventListener('abort', () => out.destroy());
      const { preamble, writer } = WRITERS[format];
      if (preamble) out.write(preamble);
      const write = async () => {
        try {
          const cube = await components;
          const { header, rows } = wholeCubeLayout(cube, conversions, locale);
          const file = writer(out, header);
          for await (const page of observationPages(client, { cubeIri, components: cube, pageRows: opts.pageRows, signal: stopped.signal })) {
            await file.rows(rows(page));
          }
          if (!stopped.signal.aborted) await file.end();
        } catch (error) {
          // Past the first byte a failure can only cut the file short: the browser tells a failed download.
          request.log.error(error);
          out.destroy(error as Error);
        } finally {
          release();
        }
      };
      started = true;
      void write();
      return reply.send(out);
    } finally {
      if (!started) release();
    }
  });
};
