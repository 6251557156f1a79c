import { useEffect, useRef, useState, type DragEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_PHOTOS_PER_MEAL } from "@nutrisnap/shared/constants";
import { AlertIcon, Button, CameraIcon, cn, CloseIcon, Spinner } from "../../ui/index.ts";
import { UploadIcon } from "../../ui/moreIcons.tsx";
import type { PickedPhoto, PhotoSource } from "./usePhotoSelection.ts";

export interface PhotoPickerProps {
  photos: readonly PickedPhoto[];
  onAdd: (files: File[], source: PhotoSource) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

/**
 * spec §2 Log meal photos: camera capture, file browse (several at once), drag and drop and paste
 * from the clipboard anywhere on the page; thumbnails with a remove control and the (n/5) counter.
 */
export function PhotoPicker({ photos, onAdd, onRemove, disabled = false }: PhotoPickerProps) {
  const { t } = useLingui();
  const browseInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = photos.length >= MAX_PHOTOS_PER_MEAL;

  useEffect(() => {
    if (disabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = filesOf(event.clipboardData?.files);
      // Text pasted into the note stays text; only files become photos.
      if (files.length === 0) return;
      event.preventDefault();
      onAdd(files, "paste");
    };
    window.addEventListener("paste", onPaste);
    return () => window.removeEventListener("paste", onPaste);
  }, [onAdd, disabled]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd(filesOf(event.dataTransfer.files), "drop");
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-dropzone"
        className={cn(
          "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors",
          dragging
            ? "border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950"
            : "border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/40",
        )}
      >
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <CameraIcon className="size-6" />
        </div>
        <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">
          <Trans>Take a photo or choose up to 5. You can also drag photos here or paste them.</Trans>
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => cameraInput.current?.click()} disabled={disabled || full}>
            <CameraIcon className="size-4" />
            {t`Take photo`}
          </Button>
          <Button
            variant="secondary"
            onClick={() => browseInput.current?.click()}
            disabled={disabled || full}
          >
            <UploadIcon className="size-4" />
            {t`Choose photos`}
          </Button>
        </div>
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={t`Take photo`}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            onAdd(filesOf(event.target.files), "camera");
            event.target.value = "";
          }}
        />
        <input
          ref={browseInput}
          type="file"
          accept="image/*"
          multiple
          aria-label={t`Choose photos`}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            onAdd(filesOf(event.target.files), "pick");
            event.target.value = "";
          }}
        />
      </div>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label={t`Chosen photos`}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              {photo.status === "ready" ? (
                <img
                  src={photo.url}
                  alt={t`Photo ${index + 1}`}
                  className="aspect-square w-full rounded-xl border border-slate-200 object-cover dark:border-slate-700"
                />
              ) : (
                <PhotoStatusTile photo={photo} number={index + 1} />
              )}
              <button
                type="button"
                onClick={() => onRemove(photo.id)}
                disabled={disabled}
                aria-label={t`Remove photo ${index + 1}`}
                title={t`Remove photo ${index + 1}`}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-slate-900 text-white shadow ring-2 ring-white hover:bg-red-700 disabled:opacity-50 dark:bg-slate-100 dark:text-slate-900 dark:ring-slate-900 dark:hover:bg-red-400"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A HEIC photo being converted to JPEG, or one that could not be: said on the thumbnail itself. */
function PhotoStatusTile({ photo, number }: { photo: PickedPhoto; number: number }) {
  const { t } = useLingui();
  const failed = photo.status === "failed";
  return (
    <div
      role={failed ? "alert" : "status"}
      aria-label={
        failed ? t`Photo ${number}: ${photo.problem ?? ""}` : t`Photo ${number}: converting from HEIC`
      }
      title={failed ? photo.problem : undefined}
      data-testid={failed ? "photo-failed" : "photo-converting"}
      className={cn(
        "flex aspect-square w-full flex-col items-center justify-center gap-1.5 rounded-xl border p-2 text-center text-xs font-medium",
        failed
          ? "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          : "border-slate-200 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200",
      )}
    >
      {failed ? <AlertIcon className="size-5" /> : <Spinner size="sm" decorative />}
      <span aria-hidden="true">{failed ? t`Could not convert this photo` : t`Converting…`}</span>
    </div>
  );
}
