/** The views the global modal can show. */
export type ModalView = 'SEARCH_VIEW'

export interface SearchViewData {
  quickLinks: { label: string; href: string }[]
}

export interface ModalViewData {
  SEARCH_VIEW: SearchViewData | undefined
}

export interface ModalState {
  isOpen: boolean
  view: ModalView
  data: ModalViewData[ModalView]
}

export const initialModalState: ModalState = { isOpen: false, view: 'SEARCH_VIEW', data: undefined }

type Listener = () => void

/** One global modal: a tiny external store, so opening it re-renders only its subscribers. */
export function createModalStore() {
  let state = initialModalState
  const listeners = new Set<Listener>()
  const set = (next: ModalState) => {
    if (next === state) return
    state = next
    listeners.forEach((listener) => listener())
  }
  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    open<View extends ModalView>(view: View, data?: ModalViewData[View]) {
      set({ isOpen: true, view, data })
    },
    close() {
      if (state.isOpen) set({ ...state, isOpen: false })
    },
  }
}

export type ModalStore = ReturnType<typeof createModalStore>

export const modalStore = createModalStore()
