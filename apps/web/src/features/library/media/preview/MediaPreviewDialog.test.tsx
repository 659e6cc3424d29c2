import { endpoints, FileType, Role, type Resource } from '@stride/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../../app/api';
import { signInAs } from '../../../../test/fixtures';
import { renderWithApp } from '../../../../test/render';
import { MediaPreviewProvider, useMediaPreview, type MediaPreviewApi } from './MediaPreviewProvider';
import { buildResource, fileLink } from '../testResources';

/** The address of GET /ml/resources/{id} without the id: where fresh links are read. */
const RESOURCES = endpointUrl(endpoints.library.getResource, { id: '' });

// pdf.js needs a real canvas: the viewer stands in, telling the page count as pdf.js would.
vi.mock('./PdfViewer', () => ({
  default: function FakePdfViewer(props: { page: number; label: string; onPageCount: (n: number) => void }) {
    const { onPageCount } = props;
    useEffect(() => onPageCount(2), [onPageCount]);
    return <div role="img" aria-label={props.label} data-page={props.page} />;
  },
}));

const calls: string[] = [];
let reloaded: Resource | null = null;

beforeEach(() => {
  calls.length = 0;
  signInAs(Role.Advisor);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url.startsWith(RESOURCES) && reloaded)
      return new Response(JSON.stringify(reloaded), { headers: { 'Content-Type': 'application/json' } });
    return new Response('x', { status: 206 });
  });
});
afterEach(() => {
  reloaded = null;
  vi.unstubAllGlobals();
});

function setup() {
  let api: MediaPreviewApi | null = null;
  function Grab() {
    const preview = useMediaPreview();
    useEffect(() => {
      api = preview;
    }, [preview]);
    return null;
  }
  renderWithApp(
    <MediaPreviewProvider>
      <Grab />
    </MediaPreviewProvider>,
  );
  return {
    open: (resource: Resource, onComment?: (c: string) => void) => act(() => api!.open(resource, { onComment })),
  };
}

const dialog = () => screen.getByRole('dialog');
const typeOf = () => dialog().closest('[data-preview-type]')?.getAttribute('data-preview-type');
const pressEscape = () => fireEvent.keyDown(dialog(), { key: 'Escape' });

// Rendering MUI in jsdom on a busy machine takes seconds.
describe('the media preview dialog', { timeout: 20_000 }, () => {
  it('shows an image (type 1) within 80vh by 90vw, offers Download, and closes on Esc', async () => {
    const { open } = setup();
    const resource = buildResource({ title: 'Sunrise' });
    open(resource);
    expect(typeOf()).toBe('1');
    const image = within(dialog()).getByRole('img', { name: 'Sunrise' });
    expect(image.getAttribute('src')).toBe(resource.fileUrl);
    expect(within(dialog()).queryByLabelText('Your comment (optional)')).toBeNull();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toBe(`${resource.fileUrl}?download=1`);

    pressEscape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with a comment handler (type 2) sends the optional comment by Enter or by the arrow', async () => {
    const { open } = setup();
    const onComment = vi.fn();
    open(buildResource(), onComment);
    expect(typeOf()).toBe('2');
    const input = within(dialog()).getByLabelText('Your comment (optional)');
    fireEvent.change(input, { target: { value: 'Look at this ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onComment).toHaveBeenCalledWith('Look at this');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    open(buildResource(), onComment);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(onComment).toHaveBeenLastCalledWith('');
  });

  it('plays a video (type 3) with controls; an error reloads the resource and plays again, once', async () => {
    const { open } = setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const video = buildResource({ fileTypeId: FileType.Video, title: 'Stretch', playbackUrl: fileLink('old.sig') });
    reloaded = { ...video, playbackUrl: fileLink('fresh.sig') };
    open(video);
    expect(typeOf()).toBe('3');
    const element = dialog().querySelector('video')!;
    expect(element.getAttribute('src')).toBe(fileLink('old.sig'));
    expect(element.hasAttribute('controls')).toBe(true);
    expect(within(dialog()).getByRole('button', { name: 'Download' })).toBeTruthy();

    fireEvent.error(element);
    await waitFor(() => expect(element.getAttribute('src')).toBe(fileLink('fresh.sig')));
    expect(calls).toContain(`GET ${RESOURCES}${video.id}`);
    expect(play).toHaveBeenCalled();

    fireEvent.error(element);
    expect(await within(dialog()).findByText('The video could not be played.')).toBeTruthy();
    expect(calls.filter((call) => call.startsWith(`GET ${RESOURCES}`))).toHaveLength(1);
  });

  it('pages through a PDF (type 5, no download) and starts at page 1 on every open', async () => {
    const { open } = setup();
    const pdf = buildResource({ fileTypeId: FileType.Pdf, title: 'Guide' });
    open(pdf);
    expect(typeOf()).toBe('5');
    expect(await within(dialog()).findByText('1 / 2')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Download' })).toBeNull();
    const previous = within(dialog()).getByRole('button', { name: 'Previous page' });
    const next = within(dialog()).getByRole('button', { name: 'Next page' });
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(within(dialog()).getByText('2 / 2')).toBeTruthy();
    expect(within(dialog()).getByRole('img', { name: 'Guide, Page 2 of 2' }).getAttribute('data-page')).toBe('2');
    expect(next).toHaveProperty('disabled', true);
    // The focus moved to Previous: a disabled button would have dropped it (and Esc with it).
    expect(document.activeElement).toBe(previous);

    pressEscape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    open(pdf, () => undefined);
    expect(typeOf()).toBe('6');
    expect(await within(dialog()).findByText('1 / 2')).toBeTruthy();
  });

  it('tells a processing item and its note', () => {
    const { open } = setup();
    open(
      buildResource({
        fileTypeId: FileType.Video,
        processing: true,
        processingStatus: 'processing',
        processingNote: 'Video tools (ffmpeg) are not installed on the server: the original file plays as uploaded.',
      }),
      () => undefined,
    );
    expect(typeOf()).toBe('4');
    expect(within(dialog()).getByText('Processing')).toBeTruthy();
    expect(within(dialog()).getByText(/ffmpeg\) are not installed/)).toBeTruthy();
  });
});
