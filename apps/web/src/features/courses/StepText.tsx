import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { webHref } from '@stride/contracts';
import Markdown, { type Components } from 'react-markdown';
import { ExternalLink } from '../../app/ui/ExternalLink';

/**
 * Only web links survive (http, https: the contracts' webHref); anything else (`javascript:`, `data:`, a
 * relative path) becomes no address at all, and its text stays.
 */
const onlyWebLinks = (url: string) => webHref(url) ?? '';

/**
 * A step's headings sit under the page's own (its title, the step's name): a Markdown "# Title" is a third
 * level heading, the others a fourth.
 */
const HEADING = { variant: 'subtitle1', sx: { fontWeight: 600, mt: 1.5, mb: 0.5 } } as const;

const COMPONENTS: Components = {
  a: ({ href, children }) =>
    href ? (
      <ExternalLink href={href} sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </ExternalLink>
    ) : (
      <>{children}</>
    ),
  // A picture from anywhere would load from anywhere (tracking): its words are shown instead.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  h1: ({ children }) => (
    <Typography component="h3" {...HEADING}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography component="h3" {...HEADING}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography component="h4" {...HEADING} variant="subtitle2">
      {children}
    </Typography>
  ),
  h4: ({ children }) => (
    <Typography component="h4" {...HEADING} variant="subtitle2">
      {children}
    </Typography>
  ),
  h5: ({ children }) => (
    <Typography component="h4" {...HEADING} variant="subtitle2">
      {children}
    </Typography>
  ),
  h6: ({ children }) => (
    <Typography component="h4" {...HEADING} variant="subtitle2">
      {children}
    </Typography>
  ),
};

/**
 * A step's formatted text (Markdown) rendered as a safe subset, the one renderer of the editor's preview,
 * the staff's view of a participant and the participant's course: raw HTML is shown as the text it is (a
 * `<script>` reads as written and never runs: react-markdown turns it into text, and nothing here adds an
 * HTML parser), links are web links only, opened apart (rel noopener), and pictures are their words.
 */
export function StepText({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <Box
      sx={{
        typography: 'body2',
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 1 },
        '& ul, & ol': { my: 1, pl: 3 },
        '& blockquote': { my: 1, ml: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { bgcolor: 'action.hover', p: 1, borderRadius: 1, overflowX: 'auto' },
        '& pre code': { bgcolor: 'transparent', p: 0 },
      }}
    >
      <Markdown components={COMPONENTS} urlTransform={onlyWebLinks}>
        {text}
      </Markdown>
    </Box>
  );
}
