// Size of the dog-leg stair hall every multi-storey plan keeps at one position on all floors.
import { FLOOR_TO_FLOOR_MM, NBC_2016_MAX_RISER_MM, NBC_2016_MIN_STAIR_WIDTH_MM, NBC_2016_MIN_TREAD_MM } from '../codes/nbc2016';

/**
 * The well between a dog-leg's two flights: 50 mm, room for the railing's line (a dog-leg's flights stand
 * side by side; a wider well makes it an open-well stair). Until engine 1.51.0 it was 100 mm: a 20x30 G+1
 * 2BHK then had its two bedrooms 2.37 m wide upstairs, sharing one toilet; with 50 mm the master is 2.77 m
 * across with a toilet of its own (the narrow plots' search finds more rows that fit).
 */
export const STAIR_FLIGHT_GAP_MM = 50;
/** Even riser count so the two flights are equal and the landing sits at mid height. */
const RISERS_AT_MAX_HEIGHT = Math.ceil(FLOOR_TO_FLOOR_MM / NBC_2016_MAX_RISER_MM);
export const STAIR_RISERS = RISERS_AT_MAX_HEIGHT % 2 ? RISERS_AT_MAX_HEIGHT + 1 : RISERS_AT_MAX_HEIGHT;
/** Dog-leg: two flights of half the risers, a mid landing as deep as the flight is wide. */
export const STAIR_CLEAR_LENGTH_MM = (STAIR_RISERS / 2 - 1) * NBC_2016_MIN_TREAD_MM + NBC_2016_MIN_STAIR_WIDTH_MM;
export const STAIR_CLEAR_WIDTH_MM = 2 * NBC_2016_MIN_STAIR_WIDTH_MM + STAIR_FLIGHT_GAP_MM;
/** Flights a little wider than the minimum when the band allows. */
export const STAIR_COMFORT_WIDTH_MM = 2300;
