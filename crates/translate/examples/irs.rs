//! One pipeline pass (parse+translate+validate+SPIR-V) N times, for callgrind:
//! `irs SHADER.asm N`; with N = 0 it prints the module as WGSL instead.
use ninebridge_translate::*;
fn main() {
    let text = std::fs::read_to_string(std::env::args().nth(1).unwrap()).unwrap();
    let n: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let words = ninebridge_d3dbc::assemble(&text).unwrap();
    let o = TranslateOptions::default();
    if n == 0 {
        let t = translate(&ninebridge_d3dbc::parse(&words).unwrap(), &o).unwrap();
        print!("{}", to_wgsl(&t).unwrap());
        return;
    }
    for _ in 0..n {
        let p = ninebridge_d3dbc::parse(&words).unwrap();
        let t = translate(&p, &o).unwrap();
        std::hint::black_box(to_spirv(&t).unwrap());
    }
}
