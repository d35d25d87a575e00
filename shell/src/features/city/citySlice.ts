import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { getSession } from 'shared-kit';
import type { CityDto } from 'shared-kit/contracts';
import { getDefaultCities, updateCity } from './cityApi';

/** The city shown in the header and the default list of the city window. */
export interface CityState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The main and important cities (the window's list before a search). */
  defaults: CityDto[];
  main: CityDto | null;
  /** The visitor's choice; null until chosen (the header then shows the main city). */
  current: CityDto | null;
}

export const initialCityState: CityState = { status: 'idle', defaults: [], main: null, current: null };

/** Loads the default list with the main and current city (once; the window reuses it). */
export const citiesRequested = createAsyncThunk('city/requested', getDefaultCities);

/**
 * The visitor chose a city: the server remembers it, then the session keeps it in the `current_city`
 * cookie (7 days) for every team.
 */
export const cityChosen = createAsyncThunk('city/chosen', async (city: CityDto) => {
  const { current_city } = await updateCity(city.id);
  getSession().setCity(current_city.id);
  return current_city;
});

export const citySlice = createSlice({
  name: 'city',
  initialState: initialCityState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(citiesRequested.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(citiesRequested.fulfilled, (state, action) => {
        state.status = 'ready';
        state.defaults = action.payload.results;
        state.main = action.payload.main_city;
        state.current = action.payload.current_city;
      })
      .addCase(citiesRequested.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(cityChosen.fulfilled, (state, action) => {
        state.current = action.payload;
      });
  },
});
