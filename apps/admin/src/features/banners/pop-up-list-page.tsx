import { useNavigate } from 'react-router';
import { usePopUps } from './api.js';
import { ShownListPage, useShownListParams } from './shown-list-page.js';
import { addPopUpUrl, editPopUpUrl } from './urls.js';

/** `/popup-banners`: the pop-ups, created and changed on pages of their own (the spec's paths). */
export default function PopUpListPage() {
  const navigate = useNavigate();
  const params = useShownListParams();
  const popUps = usePopUps(params);
  return (
    <ShownListPage
      kind="popUp"
      query={popUps}
      params={params}
      onCreate={() => void navigate(addPopUpUrl())}
      onEdit={(row) => void navigate(editPopUpUrl(row.id))}
    />
  );
}
