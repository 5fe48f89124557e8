import { type ReactNode, useState } from 'react';
import { AutoComplete, Input, Typography } from 'antd';
import { useMessages } from '../../src/runtime/index.js';
import type { SearchablePlace } from './locator-settings.js';
import { coordinatesIn, matchingLocations, type SearchedLocation } from './search.js';

interface PlaceSearchProps {
  readonly places: readonly SearchablePlace[];
  readonly onFound: (location: SearchedLocation) => void;
}

/** Suggestions shown while typing: a few, so the list stays readable on a phone. */
const maxSuggestions = 8;

/**
 * 'Search branches and ATMs' (spec/3 §2): a branch's name, a town or a ZIP code among the credit
 * union's own places, or coordinates typed as "latitude, longitude". Only a search that leads to
 * a point moves the locator (spec/3 §2: a place without geometry is not emitted); anything else
 * says what it couldn't find.
 */
export function PlaceSearch({ places, onFound }: PlaceSearchProps): ReactNode {
  const t = useMessages();
  const [query, setQuery] = useState('');
  const [notFound, setNotFound] = useState<string>();
  const suggestions = matchingLocations(query, places).slice(0, maxSuggestions);
  const choose = (location: SearchedLocation) => {
    setNotFound(undefined);
    onFound(location);
  };
  const search = (typed: string) => {
    const found = coordinatesIn(typed) ?? matchingLocations(typed, places)[0];
    if (found) choose(found);
    else if (typed.trim() !== '') setNotFound(typed.trim());
  };
  return (
    <div className="pb-find-us-search">
      <AutoComplete
        value={query}
        options={suggestions.map((location) => ({ value: location.name, label: location.name }))}
        onChange={(value: string) => setQuery(value)}
        onSelect={(value: string) => {
          const location = suggestions.find((candidate) => candidate.name === value);
          if (location) choose(location);
        }}
        className="pb-find-us-search-box"
      >
        <Input.Search
          aria-label={t('findUs.search.label')}
          placeholder={t('findUs.search.placeholder')}
          enterButton
          allowClear
          onSearch={(value, _event, info) => {
            if (info?.source !== 'clear') search(value);
          }}
        />
      </AutoComplete>
      {notFound ? (
        <Typography.Text type="danger" role="alert">
          {t('findUs.search.noMatch', { query: notFound })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
