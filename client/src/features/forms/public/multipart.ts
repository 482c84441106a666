// A form with photographs goes to its multipart route as FormData: the fields, then images[].
import { sendMultipart } from '#client/components/public/forms/form-failure';

export const sendWithImages =
  (path: string) => (input: Record<string, unknown>, images: File[], progress: (fraction: number) => void) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(input))
      if (value !== undefined && value !== null) data.append(key, String(value));
    for (const image of images) data.append('images[]', image, image.name);
    return sendMultipart(`/api/public/forms/${path}`, data, progress);
  };
