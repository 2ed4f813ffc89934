//! What the manifest benchmark (`benches/recipes.rs`) and the recipe fuzz
//! target (`fuzz/fuzz_targets/recipe_decode.rs`) need of the crate's
//! private recipe types. Not part of the API.

use super::recipe::{PipelineRecipe, RecipeCodec};

/// Writes a manifest of `n` distinct recipes as large as the device makes
/// into `dir`.
pub fn write_manifest(dir: &std::path::Path, n: usize) -> Result<(), String> {
    let opened =
        ninebridge_pipelines::Manifest::<RecipeCodec>::open(dir, n).map_err(|e| e.to_string())?;
    let mut manifest = opened.manifest;
    for i in 0..n as u64 {
        let record = PipelineRecipe::sample(i)
            .encode()
            .ok_or("a sample recipe does not fit a record")?;
        manifest.append(&record).map_err(|e| e.to_string())?;
    }
    manifest.flush().map_err(|e| e.to_string())
}

/// Opens the manifest in `dir` as the service does: returns the records
/// read, without decoding them.
pub fn open_manifest(dir: &std::path::Path) -> usize {
    ninebridge_pipelines::Manifest::<RecipeCodec>::open(dir, 8192)
        .map_or(0, |opened| opened.records.len())
}

/// Opens the manifest in `dir` and decodes every recipe (the service's
/// load, on its worker); returns the recipes decoded.
pub fn load_manifest(dir: &std::path::Path) -> usize {
    let Ok(opened) = ninebridge_pipelines::Manifest::<RecipeCodec>::open(dir, 8192) else {
        return 0;
    };
    opened
        .records
        .iter()
        .filter_map(PipelineRecipe::decode)
        .count()
}

/// Checks a record made of arbitrary bytes (`data` as the payload, under a
/// correct length and CRC, so that decoding is reached; `data` as a whole
/// record too): nothing panics, and a recipe that decodes encodes to a
/// record that decodes to the same recipe. Returns whether one decoded.
pub fn fuzz_record(data: &[u8]) -> bool {
    use ninebridge_pipelines::RecordCodec;
    let mut raw = data.to_vec();
    raw.resize(RecipeCodec::RECORD_SIZE, 0);
    let _ = (RecipeCodec::is_valid(&raw), RecipeCodec::key(&raw));
    let _ = PipelineRecipe::decode(&raw);
    let len = data.len().min(RecipeCodec::RECORD_SIZE - 16);
    let mut record = vec![0u8; RecipeCodec::RECORD_SIZE];
    record[0..4].copy_from_slice(&(len as u32).to_le_bytes());
    record[4..8].copy_from_slice(&crc32fast::hash(&data[..len]).to_le_bytes());
    record[16..16 + len].copy_from_slice(&data[..len]);
    let Some(recipe) = PipelineRecipe::decode(&record) else {
        return false;
    };
    let _ = recipe.bytecode().count();
    if let Some(again) = recipe.encode() {
        assert_eq!(PipelineRecipe::decode(&again).as_ref(), Some(&recipe));
    }
    true
}
