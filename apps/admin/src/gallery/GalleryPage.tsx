import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Link as MuiLink,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, Loading, Title, useTranslate } from 'react-admin';
import { usePanelLocale } from '../common/usePanelLocale';
import { useDelete, useGetList } from 'ra-core';
import { Link } from 'react-router-dom';
import { formatIndiaDateTime } from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { GalleryImage } from '../common/GalleryInput';
import { useToast } from '../common/toast';

/** Where an uploaded image is used, as the API reports it. */
export interface MediaUsage {
  resource: 'events' | 'community-programs' | 'donation-projects' | 'hero-slides';
  id: string;
  title: string;
  /** e.g. 'imageUrl', 'gallery', 'featuredImageUrl', 'galleryImages' */
  field: string;
}

/** One uploaded image (`GET /api/admin/media`). */
export interface MediaItem {
  id: string;
  url: string;
  width: number;
  height: number;
  target: string;
  originalName: string;
  createdAt: string;
  usedIn: MediaUsage[];
}

/** Where in a record an image is used, as catalogue keys. */
const FIELD_LABELS: Record<string, string> = {
  imageUrl: 'admin.gallery.fields.imageUrl',
  gallery: 'admin.gallery.fields.gallery',
  featuredImageUrl: 'admin.gallery.fields.featuredImageUrl',
  galleryImages: 'admin.gallery.fields.gallery',
  description: 'admin.gallery.fields.description',
  desktopImageUrl: 'admin.gallery.fields.desktopImageUrl',
  mobileImageUrl: 'admin.gallery.fields.mobileImageUrl',
};

const PER_PAGE = 24;

function DeleteImageButton({ item }: { item: MediaItem }) {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const toast = useToast();
  const translate = useTranslate();
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="admin.gallery.deleteTitle"
        content="admin.gallery.deleteContent"
        onConfirm={() =>
          remove(
            'media',
            { id: item.id, previousData: item },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                toast.success('admin.gallery.deleted');
              },
              onError: (error) => {
                setOpen(false);
                toast.error(serverMessage(error, translate('admin.gallery.deleteFailed')));
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** /admin/gallery: every uploaded image with where it is used; images used nowhere can be deleted. */
export default function GalleryPage() {
  const [page, setPage] = useState(1);
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  const { data, total, isPending, error } = useGetList<MediaItem>(
    'media',
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'createdAt', order: 'DESC' } },
    { onError: () => toast.error('admin.gallery.fetchFailed') },
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="admin.menu.gallery" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('admin.menu.gallery')}
      </Typography>
      {isPending && <Loading />}
      {error && <Typography color="error">{translate('admin.gallery.notLoaded')}</Typography>}
      {!isPending && !error && (data?.length ?? 0) === 0 && (
        <Typography>{translate('admin.gallery.empty')}</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {data?.map((item) => (
          <Card key={item.id} variant="outlined" data-testid="media-item">
            <GalleryImage
              url={item.url}
              alt={item.originalName || translate('admin.gallery.uploadedImage')}
              lazy
            />
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="body2" noWrap title={item.originalName}>
                {item.originalName || translate('admin.gallery.untitled')}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {item.width} × {item.height} · {formatIndiaDateTime(item.createdAt, locale)}
              </Typography>
              {item.usedIn.length === 0 ? (
                <Chip size="small" label={translate('admin.gallery.notUsed')} sx={{ mt: 1 }} />
              ) : (
                <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} spacing={0.5}>
                  {item.usedIn.map((usage) => (
                    <li key={usage.resource + '-' + usage.id + '-' + usage.field}>
                      <MuiLink component={Link} to={'/' + usage.resource + '/' + usage.id} variant="caption">
                        {usage.title}
                      </MuiLink>
                      <Typography variant="caption" color="text.secondary">
                        {' '}
                        ({FIELD_LABELS[usage.field] ? translate(FIELD_LABELS[usage.field]) : usage.field})
                      </Typography>
                    </li>
                  ))}
                </Stack>
              )}
            </CardContent>
            <CardActions>{item.usedIn.length === 0 && <DeleteImageButton item={item} />}</CardActions>
          </Card>
        ))}
      </Box>
      {(total ?? 0) > PER_PAGE && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil((total ?? 0) / PER_PAGE)}
          page={page}
          onChange={(_event, value) => setPage(value)}
        />
      )}
    </Box>
  );
}
