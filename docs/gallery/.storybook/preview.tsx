import '@vitrine/ui/styles.css';
import './gallery.css';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { GalleryProvider, loadGalleryStore } from '../support/gallery';
import { MOBILE_VIEWPORT } from '../support/stories';

// Every text on these pages is Brazilian Portuguese.
document.documentElement.lang = 'pt-BR';

/** A fresh sandbox store for every story, answering through msw's service worker before the story renders. */
const galleryLoader: Loader = async (context) => ({ gallery: await loadGalleryStore(context) });

/**
 * Each story is a page of its own: a fresh provider over the story's store, the kit's styles, a `<main>` named by
 * a heading (for the widget alone on a page, as a storefront would place it), 360 px wide on a phone.
 */
const withStorefront: Decorator = (Story, context) => {
  const mobile = context.tags.includes('mobile');
  const widget = context.title.split('/').pop() ?? context.title;
  return (
    <GalleryProvider mobile={mobile} key={context.id}>
      <main className="vt-root gallery-page" data-mobile={mobile ? '' : undefined}>
        <h1 className="vt-visually-hidden">{`${widget}: ${context.name}`}</h1>
        <Story />
      </main>
    </GalleryProvider>
  );
};

const preview: Preview = {
  loaders: [galleryLoader],
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        [MOBILE_VIEWPORT]: {
          name: 'Celular (360 px)',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
      },
    },
    controls: { disable: true },
    actions: { disable: true },
  },
};

export default preview;
