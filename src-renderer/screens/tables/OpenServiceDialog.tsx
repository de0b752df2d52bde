// Opening a service on a free table: how many people, an optional description.
import { useState } from 'react';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { Dialog } from '../../ui/Dialog.js';
import { Stepper, TextField } from '../../ui/fields.js';

export function OpenServiceDialog({
  label,
  onCancel,
  onConfirm,
}: {
  label: string;
  onCancel: () => void;
  onConfirm: (occupants: number, description: string | null) => void;
}) {
  const [occupants, setOccupants] = useState(2);
  const [description, setDescription] = useState('');
  return (
    <Dialog
      title={m.tables.openServiceOn(label)}
      testId="open-service-dialog"
      onCancel={onCancel}
      onConfirm={() => onConfirm(occupants, description.trim() || null)}
      confirmLabel={m.tables.openService}
      confirmTone="success"
    >
      <div className="space-y-4">
        <Stepper label={m.tables.occupants} value={occupants} onChange={setOccupants} testId="occupants" />
        <TextField label={m.tables.description} value={description} onValue={setDescription} maxLength={200} />
      </div>
    </Dialog>
  );
}
