import { SearchBox } from './SearchBox';

/** Example: the ready-made box in a header, and a composed one whose router handles navigation. */
export function SearchBoxExample({ push }: { readonly push?: (href: string) => void }) {
  return (
    <header className="vt-root">
      <SearchBox />
      <SearchBox.Root onNavigate={push} messages={{ placeholder: 'Buscar na loja' }}>
        <SearchBox.Label className="vt-visually-hidden" />
        <div className="vt-search-box__field">
          <SearchBox.Input />
          <SearchBox.Busy />
          <SearchBox.Submit />
        </div>
        <SearchBox.Message />
        <SearchBox.Popup>
          <SearchBox.Empty />
          <SearchBox.Listbox />
        </SearchBox.Popup>
        <SearchBox.Status />
      </SearchBox.Root>
    </header>
  );
}
