//! `ninebridge replay --window`: the replay shown in a window, frame by
//! frame.
//!
//! Design notes:
//! - The main thread runs winit's event loop (X11, or Wayland); the replay
//!   itself (`replay::replay`, the same as without `--window`: its table,
//!   PNGs, statistics and exit status) runs on a worker thread. Each
//!   device the replayer makes gets the window attached
//!   ([`ninebridge_d3d9::Device::attach_window`]), so its `Present`s draw
//!   the back buffer onto the window through the device's own path.
//! - After each `Present` the worker asks the control whether it may go
//!   on: running, it goes on at once (the surface's FIFO mode paces it to
//!   the display); paused (space, or `--paused` from the first `Present`
//!   on), it waits until the right arrow grants one more `Present` or
//!   space resumes.
//! - Earlier frames (left arrow) are the frames the replay already reads
//!   back at each `Present` (what `--png` writes), the last
//!   [`KEPT_FRAMES`] of them kept in memory and shown again on the same
//!   surface ([`WindowSurface::present_rgba`]); the right arrow walks back
//!   towards the newest and then steps the replay. Older frames are gone:
//!   replaying again is the way back to them.
//! - When the replay is over the last frame stays on the window until
//!   Escape or the window is closed; the exit status is the replay's.
//!   The line `window: the replay is over ...` on standard output says
//!   so (the window test waits for it before its screenshot). Quitting
//!   before the end stops the process at once.
//! - The window opens at the back buffer size of the first trace's
//!   `CreateDevice`, so that trace is shown unscaled; resizing it records
//!   the new client size on the target, and the next `Present` stretches
//!   the back buffer over it, as D3D9 does.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

use anyhow::{Context, anyhow};
use ninebridge_d3d9::{Gpu, WindowSurface, WindowTarget};
use ninebridge_replay::Frame;
use ninebridge_trace::{Call, Trace};
use winit::application::ApplicationHandler;
use winit::dpi::PhysicalSize;
use winit::event::{ElementState, WindowEvent};
use winit::event_loop::{ActiveEventLoop, EventLoop, EventLoopProxy};
use winit::keyboard::{Key, NamedKey};
use winit::window::{Window, WindowId};

use crate::replay::{Args, Hooks};

/// Frames kept for the left arrow (a 640x480 frame is 1.2 MB).
pub const KEPT_FRAMES: usize = 64;

/// The window size when no trace says one.
const DEFAULT_SIZE: (u32, u32) = (640, 480);

/// What the worker tells the event loop.
#[derive(Debug)]
enum UserEvent {
    /// A frame was presented: its case and number in the case.
    Frame(String, usize),
    /// The replay is over.
    Done,
}

/// Whether the worker may go on after a `Present`.
#[derive(Default)]
struct Control {
    state: Mutex<ControlState>,
    turn: Condvar,
}

#[derive(Default)]
struct ControlState {
    paused: bool,
    /// `Present`s granted while paused.
    steps: u64,
    quit: bool,
}

impl Control {
    fn lock(&self) -> MutexGuard<'_, ControlState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Blocks while paused with no step granted.
    fn wait_turn(&self) {
        let mut s = self.lock();
        loop {
            if s.quit || !s.paused {
                return;
            }
            if s.steps > 0 {
                s.steps -= 1;
                return;
            }
            s = self.turn.wait(s).unwrap_or_else(|e| e.into_inner());
        }
    }

    fn update(&self, f: impl FnOnce(&mut ControlState)) {
        f(&mut self.lock());
        self.turn.notify_all();
    }

    fn paused(&self) -> bool {
        self.lock().paused
    }
}

/// A frame kept for the left arrow.
struct Kept {
    case: String,
    number: usize,
    frame: Frame,
}

type History = Arc<Mutex<VecDeque<Kept>>>;

fn lock_history(h: &History) -> MutexGuard<'_, VecDeque<Kept>> {
    h.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs `ninebridge replay --window`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let files = crate::replay::files_of(&args)?;
    let size = first_size(&files).unwrap_or(DEFAULT_SIZE);
    let event_loop = EventLoop::<UserEvent>::with_user_event()
        .build()
        .context("cannot open a window (is DISPLAY or WAYLAND_DISPLAY set?)")?;
    let gpu = crate::replay::open_gpu()?;
    let control = Arc::new(Control::default());
    control.update(|s| s.paused = args.paused);
    let mut app = App {
        start: Some((args, files)),
        gpu,
        size,
        proxy: event_loop.create_proxy(),
        window: None,
        surface: None,
        target: None,
        control,
        history: Arc::default(),
        view: None,
        title: String::new(),
        resized: false,
        worker: None,
        done: false,
        error: None,
    };
    event_loop
        .run_app(&mut app)
        .context("the window's event loop failed")?;
    if let Some(e) = app.error {
        return Err(e);
    }
    match app.worker {
        Some(worker) => worker
            .join()
            .map_err(|_| anyhow!("the replay thread panicked"))?,
        None => Ok(()),
    }
}

/// The back buffer size of the first trace's `CreateDevice`.
fn first_size(files: &[PathBuf]) -> Option<(u32, u32)> {
    let trace = Trace::read_file(files.first()?).ok()?;
    trace.steps.iter().find_map(|s| match &s.call {
        Call::CreateDevice(c) if c.width > 0 && c.height > 0 => Some((c.width, c.height)),
        _ => None,
    })
}

struct App {
    /// The arguments and files, until the worker takes them.
    start: Option<(Args, Vec<PathBuf>)>,
    gpu: Gpu,
    size: (u32, u32),
    proxy: EventLoopProxy<UserEvent>,
    window: Option<Arc<Window>>,
    surface: Option<Arc<WindowSurface>>,
    target: Option<WindowTarget>,
    control: Arc<Control>,
    history: History,
    /// The kept frame shown instead of the newest (left arrow).
    view: Option<usize>,
    /// The case and frame shown.
    title: String,
    /// Resized since the last frame: show the newest again on redraw.
    resized: bool,
    worker: Option<JoinHandle<anyhow::Result<()>>>,
    done: bool,
    error: Option<anyhow::Error>,
}

impl App {
    fn open(&mut self, event_loop: &ActiveEventLoop) -> anyhow::Result<()> {
        let (width, height) = self.size;
        let attributes = Window::default_attributes()
            .with_title("ninebridge replay")
            .with_inner_size(PhysicalSize::new(width, height));
        let window = Arc::new(
            event_loop
                .create_window(attributes)
                .context("cannot open a window")?,
        );
        let surface = Arc::new(
            WindowSurface::new(&self.gpu, window.clone())
                .context("cannot present to the window")?,
        );
        let client = window.inner_size();
        let target = WindowTarget::shared(surface.clone(), client.width, client.height);
        let (args, files) = self.start.take().context("the replay started twice")?;
        let hooks = self.hooks(target.clone());
        let gpu = self.gpu.clone();
        let proxy = self.proxy.clone();
        let worker = std::thread::Builder::new()
            .name("replay".into())
            .spawn(move || {
                let result = crate::replay::replay(&args, gpu, &files, hooks);
                println!(
                    "window: the replay is over; the last frame stays until Escape or the window is closed"
                );
                let _ = proxy.send_event(UserEvent::Done);
                result
            })
            .context("starting the replay thread")?;
        self.window = Some(window);
        self.surface = Some(surface);
        self.target = Some(target);
        self.worker = Some(worker);
        Ok(())
    }

    /// The window's part of the replay: the window attached to each
    /// device, and each frame kept and paced.
    fn hooks(&self, target: WindowTarget) -> Hooks {
        let (history, control, proxy) = (
            self.history.clone(),
            self.control.clone(),
            self.proxy.clone(),
        );
        let mut number = (String::new(), 0usize);
        Hooks {
            setup: Some(Box::new(move |device| {
                if let Err(e) = device.attach_window(target.clone()) {
                    eprintln!("error: the device cannot present to the window: {e}");
                }
            })),
            frame: Some(Box::new(move |case, frame| {
                if frame.label != "present" {
                    return;
                }
                if number.0 != case {
                    number = (case.to_string(), 0);
                }
                {
                    let mut kept = lock_history(&history);
                    kept.push_back(Kept {
                        case: case.to_string(),
                        number: number.1,
                        frame: frame.clone(),
                    });
                    if kept.len() > KEPT_FRAMES {
                        kept.pop_front();
                    }
                }
                let _ = proxy.send_event(UserEvent::Frame(case.to_string(), number.1));
                number.1 += 1;
                control.wait_turn();
            })),
        }
    }

    fn set_title(&self) {
        if let Some(w) = &self.window {
            let state = if self.done {
                " (done)"
            } else if self.control.paused() {
                " (paused)"
            } else {
                ""
            };
            let earlier = if self.view.is_some() { " [kept]" } else { "" };
            w.set_title(&format!(
                "ninebridge replay: {}{earlier}{state}",
                self.title
            ));
        }
    }

    /// Shows kept frame `index` (the newest when `None`) on the window.
    fn show(&mut self, index: Option<usize>) {
        let kept = lock_history(&self.history);
        let Some(i) = index.or(kept.len().checked_sub(1)) else {
            return;
        };
        let Some(k) = kept.get(i) else { return };
        self.title = format!("{} frame {}", k.case, k.number);
        if let Some(surface) = &self.surface {
            let f = &k.frame;
            if let Some(target) = &self.target {
                let (w, h) = target.client_size();
                if (w, h) != (0, 0)
                    && surface.size() != Some((w, h))
                    && let Err(e) = surface.resize(w, h)
                {
                    eprintln!("error: configuring the window: {e}");
                }
            }
            if let Err(e) = surface.present_rgba(f.width, f.height, &f.rgba) {
                eprintln!("error: showing a kept frame: {e}");
            }
        }
        drop(kept);
        self.set_title();
    }

    fn key(&mut self, event_loop: &ActiveEventLoop, key: &Key) {
        let len = lock_history(&self.history).len();
        match key {
            Key::Named(NamedKey::Escape) => self.quit(event_loop),
            Key::Named(NamedKey::Space) => {
                let resume = self.control.paused();
                self.control.update(|s| s.paused = !s.paused);
                if resume && self.view.take().is_some() {
                    self.show(None);
                }
                self.set_title();
            }
            Key::Named(NamedKey::ArrowLeft) if len > 0 => {
                self.control.update(|s| s.paused = true);
                let i = self.view.unwrap_or(len - 1);
                if i > 0 {
                    self.view = Some(i - 1);
                    self.show(self.view);
                }
                self.set_title();
            }
            Key::Named(NamedKey::ArrowRight) => match self.view {
                Some(i) if i + 2 < len => {
                    self.view = Some(i + 1);
                    self.show(self.view);
                }
                Some(_) => {
                    self.view = None;
                    self.show(None);
                }
                None if self.control.paused() => self.control.update(|s| s.steps += 1),
                None => {}
            },
            _ => {}
        }
    }

    fn quit(&mut self, event_loop: &ActiveEventLoop) {
        self.control.update(|s| s.quit = true);
        if !self.done {
            println!("replay: stopped from the window before the end");
            // The worker may be presenting to the window being closed.
            std::process::exit(0);
        }
        event_loop.exit();
    }
}

impl ApplicationHandler<UserEvent> for App {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        if self.window.is_none()
            && let Err(e) = self.open(event_loop)
        {
            self.error = Some(e);
            event_loop.exit();
        }
    }

    fn user_event(&mut self, _: &ActiveEventLoop, event: UserEvent) {
        match event {
            UserEvent::Frame(case, n) => {
                self.resized = false;
                if self.view.is_none() {
                    self.title = format!("{case} frame {n}");
                }
            }
            UserEvent::Done => self.done = true,
        }
        self.set_title();
    }

    fn window_event(&mut self, event_loop: &ActiveEventLoop, _: WindowId, event: WindowEvent) {
        match event {
            WindowEvent::CloseRequested => self.quit(event_loop),
            WindowEvent::KeyboardInput { event, .. } if event.state == ElementState::Pressed => {
                self.key(event_loop, &event.logical_key);
            }
            WindowEvent::Resized(size) => {
                if let Some(t) = &self.target {
                    t.set_client_size(size.width, size.height);
                }
                self.resized = true;
                if let Some(w) = &self.window {
                    w.request_redraw();
                }
            }
            // A kept frame, or the newest after a resize while nothing
            // presents, is shown again; otherwise the device's frames are
            // what the window shows.
            WindowEvent::RedrawRequested
                if self.view.is_some()
                    || (self.resized && (self.done || self.control.paused())) =>
            {
                self.resized = false;
                self.show(self.view);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Runs `wait_turn` on a thread; whether it returned within 200 ms.
    fn returns(control: &Arc<Control>) -> std::sync::mpsc::Receiver<()> {
        let (tx, rx) = std::sync::mpsc::channel();
        let c = control.clone();
        std::thread::spawn(move || {
            c.wait_turn();
            let _ = tx.send(());
        });
        rx
    }

    #[test]
    fn paused_replays_wait_for_a_step_or_a_resume() {
        let control = Arc::new(Control::default());
        // Running: no wait.
        assert!(
            returns(&control)
                .recv_timeout(Duration::from_secs(5))
                .is_ok()
        );
        control.update(|s| s.paused = true);
        let waiting = returns(&control);
        assert!(
            waiting.recv_timeout(Duration::from_millis(200)).is_err(),
            "paused"
        );
        // One step lets exactly one Present through.
        control.update(|s| s.steps += 1);
        assert!(waiting.recv_timeout(Duration::from_secs(5)).is_ok());
        let next = returns(&control);
        assert!(
            next.recv_timeout(Duration::from_millis(200)).is_err(),
            "one step only"
        );
        // Resuming (or quitting) releases it.
        control.update(|s| s.paused = false);
        assert!(next.recv_timeout(Duration::from_secs(5)).is_ok());
        control.update(|s| {
            s.paused = true;
            s.quit = true;
        });
        assert!(
            returns(&control)
                .recv_timeout(Duration::from_secs(5))
                .is_ok()
        );
    }
}
