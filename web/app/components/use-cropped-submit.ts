import { useNavigation, useSubmit } from '@remix-run/react';
import { useRef, useState, type FormEvent } from 'react';
import type { ImageCropperHandle } from './image-cropper';

/**
 * A form with an ImageCropper: `onSubmit` (conform's) posts the form as multipart with the cropped square in place
 * of the picked file under `image`; `busy` while the crop is exported or the form posts.
 */
export function useCroppedSubmit() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const cropper = useRef<ImageCropperHandle>(null);
  const [exporting, setExporting] = useState(false);
  function onSubmit(event: FormEvent<HTMLFormElement>, { formData }: { formData: FormData }) {
    event.preventDefault();
    setExporting(true);
    void (cropper.current?.exportBlob() ?? Promise.resolve(null))
      .then((blob) => {
        if (blob) formData.set('image', new File([blob], 'image.jpg', { type: 'image/jpeg' }));
        submit(formData, { method: 'post', encType: 'multipart/form-data' });
      })
      .finally(() => setExporting(false));
  }
  return { cropper, onSubmit, busy: exporting || navigation.state === 'submitting' };
}
