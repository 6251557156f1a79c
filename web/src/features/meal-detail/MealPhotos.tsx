import { useLingui } from "@lingui/react/macro";
import { usePhotoUrl, type LocalPhoto } from "../../data/index.ts";
import { Card, CardBody, CardHeader } from "../../ui/index.ts";
import { Carousel } from "../../ui/Carousel.tsx";
import { ImageIcon } from "../../ui/moreIcons.tsx";

function Photo({ photo, alt, className }: { photo: LocalPhoto; alt: string; className: string }) {
  const url = usePhotoUrl(photo);
  if (!url)
    return (
      <div className={`flex items-center justify-center text-slate-400 ${className}`}>
        <ImageIcon className="size-8" />
      </div>
    );
  return <img src={url} alt={alt} className={className} draggable={false} />;
}

/** spec §2: the photo count; one photo shown directly, several as a carousel. */
export function MealPhotos({ photos }: { photos: LocalPhoto[] }) {
  const { t } = useLingui();
  const count = photos.length;
  const large = "aspect-[4/3] w-full object-cover sm:aspect-video";
  return (
    <Card>
      <CardHeader title={t`Photos (${count})`} />
      <CardBody>
        {count === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t`This meal has no photos.`}</p>
        ) : count === 1 ? (
          <Photo photo={photos[0]!} alt={t`Meal photo`} className={`${large} rounded-xl`} />
        ) : (
          <Carousel
            label={t`Meal photos`}
            count={count}
            renderSlide={(index) => (
              <Photo photo={photos[index]!} alt={t`Meal photo ${index + 1} of ${count}`} className={large} />
            )}
            renderThumbnail={(index) => (
              <Photo photo={photos[index]!} alt="" className="size-full object-cover" />
            )}
          />
        )}
      </CardBody>
    </Card>
  );
}
