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
import { Confirm, Loading, Title } from 'react-admin';
import { useDelete, useGetList } from 'ra-core';
import { Link } from 'react-router-dom';
import { formatIndiaDateTime } from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { mediaUrl } from '../common/media';
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

const FIELD_LABELS: Record<string, string> = {
  imageUrl: 'cover image',
  gallery: 'gallery',
  featuredImageUrl: 'featured image',
  galleryImages: 'gallery',
  description: 'picture in the description',
  desktopImageUrl: 'desktop image',
  mobileImageUrl: 'mobile image',
};

const PER_PAGE = 24;

function DeleteImageButton({ item }: { item: MediaItem }) {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const toast = useToast();
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        Delete
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Delete image"
        content="Are you sure you want to delete this image? It is not used anywhere."
        onConfirm={() =>
          remove(
            'media',
            { id: item.id, previousData: item },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                toast.success('Image deleted successfully');
              },
              onError: (error) => {
                setOpen(false);
                toast.error(serverMessage(error, 'Failed to delete image'));
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
  const { data, total, isPending, error } = useGetList<MediaItem>(
    'media',
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'createdAt', order: 'DESC' } },
    { onError: () => toast.error('Failed to fetch images') },
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Gallery" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Gallery
      </Typography>
      {isPending && <Loading />}
      {error && <Typography color="error">The images could not be loaded.</Typography>}
      {!isPending && !error && (data?.length ?? 0) === 0 && <Typography>No images uploaded yet.</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {data?.map((item) => (
          <Card key={item.id} variant="outlined" data-testid="media-item">
            <Box
              component="img"
              src={mediaUrl(item.url)}
              alt={item.originalName || 'Uploaded image'}
              loading="lazy"
              sx={{
                width: '100%',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                display: 'block',
                bgcolor: 'grey.200',
              }}
            />
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="body2" noWrap title={item.originalName}>
                {item.originalName || 'Untitled'}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {item.width} × {item.height} · {formatIndiaDateTime(item.createdAt)}
              </Typography>
              {item.usedIn.length === 0 ? (
                <Chip size="small" label="Not used" sx={{ mt: 1 }} />
              ) : (
                <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} spacing={0.5}>
                  {item.usedIn.map((usage) => (
                    <li key={`${usage.resource}-${usage.id}-${usage.field}`}>
                      <MuiLink component={Link} to={`/${usage.resource}/${usage.id}`} variant="caption">
                        {usage.title}
                      </MuiLink>
                      <Typography variant="caption" color="text.secondary">
                        {' '}
                        ({FIELD_LABELS[usage.field] ?? usage.field})
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
