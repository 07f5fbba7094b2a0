import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { fetchJson, parseList } from '#src/lib/fetch-json.ts';
import { clientSchema, type Client } from '#src/schemas/client.ts';
import { settingsSchema, type Settings } from '#src/schemas/settings.ts';
import type { Locale } from '#src/i18n/locales.ts';
import type { CarouselTexts } from '#src/i18n/texts/carousel.ts';
import stylesheet from '#src/islands/client-carousel.css?url';

// The home page's client-logo carousel (spec sections 4 and 9). It stays
// hidden while loading, when the carousel is disabled, when no client is
// active and when either request fails (the failure is only logged). Logos
// scroll endlessly in CSS at carousel_speed seconds per pass of the set, even
// when they all fit (the set is repeated to fill the track, so the speed an
// admin sets always shows); hovering or focusing the strip pauses it, and a
// button stops it for good. With reduced motion, the strip is a plain
// scrollable row of the set.

type State = { status: 'loading' } | { status: 'hidden' } | { status: 'ready'; clients: Client[]; settings: Settings };

const byDisplayOrder = (a: Client, b: Client) => a.display_order - b.display_order || a.name.localeCompare(b.name);

export function ClientCarousel({ texts, locale }: { texts: CarouselTexts; locale: Locale }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchJson('/api/clients', controller.signal), fetchJson('/api/settings', controller.signal)])
      .then(([clientData, settingsData]) => {
        const settings = settingsSchema.parse(settingsData);
        const clients = parseList(clientSchema, clientData, 'client')
          .filter((client) => client.is_active)
          // A client's French name where it has one (most names are the same in both languages).
          .map((client) => (locale === 'fr' && client.fr.name ? { ...client, name: client.fr.name } : client))
          .sort(byDisplayOrder);
        setState(settings.carousel_enabled && clients.length > 0 ? { status: 'ready', clients, settings } : { status: 'hidden' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(JSON.stringify({ level: 'error', message: 'Client carousel hidden: loading failed', error: String(error) }));
        setState({ status: 'hidden' });
      });
    return () => controller.abort();
  }, [locale]);

  // An empty anchor: the island needs an element to observe before it hydrates.
  // Its state tells whoever watches the page (a test) that loading is over.
  if (state.status !== 'ready') return <div className="clients-anchor" data-state={state.status} />;
  return <LogoStrip clients={state.clients} settings={state.settings} texts={texts} />;
}

function LogoStrip({ clients, settings, texts }: { clients: Client[]; settings: Settings; texts: CarouselTexts }) {
  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // How many times the set is laid end to end to cover the viewport; the rail
  // holds that run twice and moves by one run per loop, so it never shows a gap.
  const [repeats, setRepeats] = useState(1);
  const [stopped, setStopped] = useState(false);

  useLayoutEffect(() => {
    const outer = viewport.current;
    const inner = list.current;
    if (!outer || !inner) return;
    const measure = () => setRepeats(Math.max(1, Math.ceil(outer.clientWidth / Math.max(1, inner.scrollWidth))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [clients, settings.carousel_logo_size]);

  const width = settings.carousel_logo_size;
  const height = Math.round(width / 2);
  const style = {
    '--logo-width': `${width}px`,
    '--logo-height': `${height}px`,
    // carousel_speed is the time one set takes to pass; a loop moves `repeats` sets.
    '--loop-duration': `${settings.carousel_speed * repeats}s`,
  } as CSSProperties;

  return (
    <section className="clients" aria-labelledby="clients-title">
      {/* Loaded with the island rather than inlined in every home page; React waits for it before showing the strip. */}
      <link rel="stylesheet" href={stylesheet} precedence="default" />
      <div className="container clients__head">
        <div>
          <p className="eyebrow">{texts.eyebrow}</p>
          <h2 id="clients-title">{texts.title}</h2>
        </div>
        <button type="button" className="clients__toggle" aria-pressed={stopped} onClick={() => setStopped(!stopped)}>
          {stopped ? texts.play : texts.pause}
        </button>
      </div>
      <div ref={viewport} className={`clients__viewport${stopped ? ' is-stopped' : ''}`} style={style} data-testid="client-carousel">
        <div className="clients__rail">
          <ul ref={list} className="clients__list">
            {clients.map((client) => (
              <Logo key={client.id} client={client} width={width} height={height} />
            ))}
          </ul>
          {/* The copies are decoration: hidden from assistive technology and out of the tab order. */}
          {Array.from({ length: repeats * 2 - 1 }, (_, copy) => (
            <ul key={copy} className="clients__list clients__list--copy" aria-hidden="true">
              {clients.map((client) => (
                <Logo key={client.id} client={client} width={width} height={height} copy />
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}

function Logo({ client, width, height, copy = false }: { client: Client; width: number; height: number; copy?: boolean }) {
  const [broken, setBroken] = useState(false);
  // A logo that fails to load gives way to the client's name, in the same box.
  const image = broken ? (
    <span className="clients__name">{client.name}</span>
  ) : (
    <img
      src={client.logo_url}
      alt={copy ? '' : client.name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
  return (
    <li className="clients__item">
      {client.website ? (
        <a href={client.website} rel="noopener noreferrer" {...(copy ? { tabIndex: -1 } : {})}>
          {image}
        </a>
      ) : (
        image
      )}
    </li>
  );
}
