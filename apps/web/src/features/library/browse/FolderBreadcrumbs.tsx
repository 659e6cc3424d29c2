import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The folder's path from the main folder; every folder but the last opens on click. */
export function FolderBreadcrumbs({
  path,
  onOpen,
}: {
  path: ReadonlyArray<{ id: number; name: string }>;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('library.folderPath')} maxItems={6}>
      {path.map((folder, index) =>
        index === path.length - 1 ? (
          <Typography
            key={folder.id}
            aria-current="location"
            translate="no"
            sx={{ color: 'text.primary', fontWeight: 500 }}
          >
            {folder.name}
          </Typography>
        ) : (
          <Link
            key={folder.id}
            component="button"
            type="button"
            underline="hover"
            translate="no"
            onClick={() => onOpen(folder.id)}
          >
            {folder.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
