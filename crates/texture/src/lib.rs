//! D3D9 texture core (being written).
