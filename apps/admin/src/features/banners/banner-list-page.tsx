import type { BannerKind } from '@tablero/domain';
import { useState } from 'react';
import { type Banner, useBanners } from './api.js';
import { BannerFormModal } from './banner-form-modal.js';
import { ShownListPage, useShownListParams } from './shown-list-page.js';

/** `/banners` and `/position-banners`: the list, with the form in a dialog over it. */
export function BannerListPage({ kind }: { kind: BannerKind }) {
  const params = useShownListParams();
  const banners = useBanners(kind, params);
  const [editing, setEditing] = useState<Banner | null | undefined>(undefined);
  return (
    <ShownListPage
      kind={kind}
      query={banners}
      params={params}
      onCreate={() => setEditing(null)}
      onEdit={(row) => setEditing(row as Banner)}
    >
      {editing !== undefined && (
        <BannerFormModal kind={kind} banner={editing} onClose={() => setEditing(undefined)} />
      )}
    </ShownListPage>
  );
}
